import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; everything else (index.html,
 * the service worker sw.js, manifest.webmanifest, the icons) is revalidated on every load so a
 * new release reaches users at once. The build writes brotli and gzip copies
 * (apps/web/scripts/precompress.mjs); they are sent to browsers that accept them.
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string, csp: string) {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build -w @woohoo/web`');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
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
