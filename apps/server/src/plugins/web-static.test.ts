import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The build's own link mover (apps/web/scripts/build.ts), so this checks the pair as they run.
import { pointLinkAt } from '../../../web/scripts/build-folders';
import { contentSecurityPolicy } from './security-headers';
import { registerWebStatic } from './web-static';

describe('the built web app, served', () => {
  const dist = mkdtempSync(join(tmpdir(), 'woohoo-dist-'));
  const script = 'console.log("woohoo");'.repeat(200);
  const worker = 'self.addEventListener("fetch", () => {});'.repeat(100);
  const manifest = JSON.stringify({ name: 'WOOHOO', start_url: './#/pages/index/index' });
  const app = Fastify();
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>WOOHOO</title></head>');
    writeFileSync(join(dist, 'assets/app-abc123.js'), script);
    writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'sw.js'), worker);
    writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(worker));
    writeFileSync(join(dist, 'manifest.webmanifest'), manifest);
    await registerWebStatic(app, dist, contentSecurityPolicy(['http://127.0.0.1:8545']), {
      chain: { chainId: 31337 },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the precompressed brotli copy to a browser that accepts it, cached for a year', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gz = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html on every load, under the content security policy', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('WOOHOO');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The Persian, Khmer and Thai web fonts are files of the app itself (docs/rules.md "Languages,
    // numbers and dates").
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8545 ws://127.0.0.1:8545");
    // Scripts and styles are files, not the policy's business.
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  it('embeds the app config in index.html, compressed, and answers 304 to its etag', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html).toContain(
        '<script id="app-config" type="application/json">{"chain":{"chainId":31337}}</script>',
      );
      const again = await app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('serves a new index.html copied over the old one without a restart', async () => {
    const before = await app.inject({ url: '/' });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>WOOHOO 2</title></head>');
    const after = await app.inject({ url: '/' });
    expect(after.body).toContain('WOOHOO 2');
    expect(after.body).toContain('id="app-config"');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('revalidates the service worker on every check, as JavaScript, compressed or not', async () => {
    const brotli = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    const plain = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'identity' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(worker);
    expect(plain.body).toBe(worker);
    for (const res of [brotli, plain]) {
      // A worker cached for a year would keep every user on the old version for a year.
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    }
  });

  it('serves the web app manifest as application/manifest+json, revalidated', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(JSON.parse(manifest));
  });

  it('lets the page register its worker and read its manifest under the content security policy', async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('builds the policy from the chain RPC origins, once each, ignoring what is not a URL', () => {
    expect(
      contentSecurityPolicy([
        'https://bsc-dataseed.bnbchain.org/',
        'https://bsc-dataseed.bnbchain.org/x',
        'nope',
      ]),
    ).toContain("connect-src 'self' https://bsc-dataseed.bnbchain.org wss://bsc-dataseed.bnbchain.org;");
  });
});

describe('the build a server started with', () => {
  const root = mkdtempSync(join(tmpdir(), 'woohoo-builds-'));
  const link = join(root, 'dist');
  const apps: ReturnType<typeof Fastify>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A build folder as apps/web/scripts/build.ts writes it: index.html naming its own stylesheet. */
  function writeBuild(id: string): string {
    const dir = join(root, '.builds', id);
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><head><link rel="stylesheet" href="./assets/app-${id}.css"></head>`,
    );
    writeFileSync(join(dir, `assets/app-${id}.css`), `body { --build: ${id}; }`);
    return dir;
  }

  async function serve(): Promise<ReturnType<typeof Fastify>> {
    const app = Fastify();
    apps.push(app);
    await registerWebStatic(app, link, contentSecurityPolicy([]), {});
    return app;
  }

  it('is served whole when a later build of the same checkout moves apps/web/dist', async () => {
    pointLinkAt(link, writeBuild('a'));
    const first = await serve();
    pointLinkAt(link, writeBuild('b'));
    const second = await serve();
    // The first server still sends build a's page and the stylesheet that page asks for.
    expect((await first.inject({ url: '/' })).body).toContain('app-a.css');
    expect((await first.inject({ url: '/assets/app-a.css' })).statusCode).toBe(200);
    expect((await first.inject({ url: '/assets/app-b.css' })).statusCode).toBe(404);
    // A server started after the build serves the new one.
    expect((await second.inject({ url: '/' })).body).toContain('app-b.css');
    expect((await second.inject({ url: '/assets/app-b.css' })).statusCode).toBe(200);
  });
});
