import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
import { registerWebStatic } from './web-static';

describe('the built web app, served', () => {
  const dist = mkdtempSync(join(tmpdir(), 'woohoo-dist-'));
  const script = 'console.log("woohoo");'.repeat(200);
  const app = Fastify();
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>WOOHOO</title>');
    writeFileSync(join(dist, 'assets/app-abc123.js'), script);
    writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
    await registerWebStatic(app, dist, contentSecurityPolicy(['http://127.0.0.1:8545']));
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
    // The Persian, Khmer and Thai web fonts are files of the app itself (issue 12 item 3).
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8545 ws://127.0.0.1:8545");
    // Scripts and styles are files, not the policy's business.
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
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
