import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The id of the script element the web app reads its config from (apps/web lib/app-config). */
export const EMBEDDED_CONFIG_ID = 'app-config';

/**
 * index.html with the app config (what GET /api/config answers) embedded as a JSON data block,
 * so the app starts without a round trip for it (no render-blocking work before the first paint). A
 * data block is not script: the content security policy does not apply to it. `<` is escaped so no
 * value can close the element.
 */
export function embedAppConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script id="${EMBEDDED_CONFIG_ID}" type="application/json">${json}</script>`;
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to embed the app config before');
  return html.replace('</head>', `  ${block}\n  </head>`);
}

export type CompressedPage = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

/** The page in every encoding a browser may accept, compressed once at start. */
export function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, then none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}
