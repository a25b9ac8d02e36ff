import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, embedAppConfig, pickEncoding } from './app-shell-html';

const page = '<!doctype html><html><head><title>WOOHOO</title>\n  </head><body></body></html>';

describe('embedAppConfig', () => {
  it('puts the config in a JSON data block in the head', () => {
    const html = embedAppConfig(page, { chain: { chainId: 56 } });
    expect(html).toContain(
      '<script id="app-config" type="application/json">{"chain":{"chainId":56}}</script>',
    );
    expect(html.indexOf('app-config')).toBeLessThan(html.indexOf('</head>'));
  });

  it('escapes < so a value cannot close the element', () => {
    const html = embedAppConfig(page, { name: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>');
    const json = html.match(/type="application\/json">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('refuses a page without a head', () => {
    expect(() => embedAppConfig('<p>no head</p>', {})).toThrow(/head/);
  });
});

describe('compressPage and pickEncoding', () => {
  it('keeps the same page in every encoding', () => {
    const compressed = compressPage(page);
    expect(brotliDecompressSync(compressed.br).toString()).toBe(page);
    expect(gunzipSync(compressed.gzip).toString()).toBe(page);
    expect(compressed.identity.toString()).toBe(page);
    expect(compressed.etag).toMatch(/^"[\w-]+"$/);
  });

  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
  });
});
