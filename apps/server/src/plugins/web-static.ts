import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CompressedPage, compressPage, embedAppConfig, pickEncoding } from './app-shell-html';

/**
 * Serves the built web app. Hashed assets are cached for a year; everything else (index.html,
 * the service worker sw.js, manifest.webmanifest, the icons) is revalidated on every load so a
 * new release reaches users at once. The build writes brotli and gzip copies
 * (apps/web/scripts/precompress.mjs); they are sent to browsers that accept them. index.html
 * itself is served with the app config embedded (app-shell-html.ts), compressed once at start.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  linkedDistDir: string,
  csp: string,
  appConfig: unknown,
) {
  if (!existsSync(linkedDistDir)) {
    app.log.warn({ distDir: linkedDistDir }, 'web app not built; run `npm run build -w @woohoo/web`');
    return;
  }
  // apps/web/dist is a link to the build folder the last build made (apps/web/scripts/build.ts):
  // this process serves the build it started with, even when another start of the same checkout
  // builds anew and moves the link.
  const distDir = realpathSync(linkedDistDir);
  const indexPath = join(distDir, 'index.html');
  // Compressed once per version of index.html: a new build copied in place is served at once.
  let cached: { version: string; page: CompressedPage } | undefined;
  const currentShell = (): CompressedPage => {
    const stat = statSync(indexPath);
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.version !== version) {
      cached = { version, page: compressPage(embedAppConfig(readFileSync(indexPath, 'utf8'), appConfig)) };
    }
    return cached.page;
  };
  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const shell = currentShell();
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .header('vary', 'accept-encoding')
      .header('etag', shell.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === shell.etag) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? shell[encoding] : shell.identity);
  };
  app.get('/', sendShell);
  app.get('/index.html', sendShell);

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      if (path.endsWith('.html')) res.header('content-security-policy', csp);
    },
  });
}
