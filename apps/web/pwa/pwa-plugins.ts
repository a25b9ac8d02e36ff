import type { Plugin } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { type BuiltFile, listShellFiles } from './shell-files.ts';

/**
 * theme.css: --app-bg of the light theme, the default (the dark one follows the system). A
 * manifest has one colour for the splash screen; index.html's theme-color metas give the status
 * bar each theme's.
 */
const APP_BACKGROUND = '#f3f4f7';

/** The web app manifest. Relative URLs: the build's base is `./`. */
export const webManifest: Partial<ManifestOptions> = {
  id: './',
  name: 'WOOHOO',
  short_name: 'WOOHOO',
  description: 'WOOHOO on BNB Smart Chain: your wallet, deposits, swaps and rewards.',
  lang: 'en',
  start_url: './#/pages/index/index',
  scope: './',
  display: 'standalone',
  orientation: 'portrait',
  background_color: APP_BACKGROUND,
  theme_color: APP_BACKGROUND,
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The service worker and the manifest (vite-plugin-pwa with Workbox's generateSW), plus the
 * two small build steps they need: the list of app-shell files to precache, and the build id in
 * index.html.
 *
 * - Precache: the app shell only (see shell-files.ts); every other hashed file under assets/ is
 *   cached the first time it is used (cache first: a hashed file never changes).
 * - Nothing under /api/ is ever cached: balances and records must be live.
 * - Navigations fall back to the cached index.html, so the app opens offline.
 * - Updates: the new worker waits; the page decides when it takes over (see
 *   src/lib/pwa/register-service-worker.ts). `injectRegister: false`: the app registers it itself,
 *   after the first paint.
 */
export function pwaPlugins(buildId: string | undefined): Plugin[] {
  const shell = new Set<string>();
  return [shellFilesPlugin(shell), buildIdPlugin(buildId), ...VitePWA(pwaOptions(shell))];
}

function pwaOptions(shell: ReadonlySet<string>): Parameters<typeof VitePWA>[0] {
  return {
    registerType: 'prompt',
    injectRegister: false,
    manifest: webManifest,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    workbox: {
      globPatterns: ['**/*.{html,js,css,woff2,woff,ttf,svg,png,webp}'],
      manifestTransforms: [
        (entries) => {
          if (!shell.has('index.html'))
            throw new Error('the app shell was not recorded before the service worker build');
          return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
        },
      ],
      navigateFallback: 'index.html',
      // The API docs and the local mail inbox are server pages, not the app.
      navigateFallbackDenylist: [/\/api\//, /\/dev\//],
      cleanupOutdatedCaches: true,
      // The first worker takes the page it was installed from, so that page's lazy files are
      // cached too; an update still waits for the page to ask (no skipWaiting).
      clientsClaim: true,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      runtimeCaching: [
        {
          // The hashed files of this build's assets folder (beside sw.js), same origin only. Not
          // a RegExp on the URL: /api/assets/balances ends in "/assets/..." too. /api/ has no
          // route at all: it always goes to the network.
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && url.pathname.startsWith(new URL('assets/', location.href).pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'woohoo-assets',
            cacheableResponse: { statuses: [200] },
            // Hashed files never go stale; old builds' files leave as newer ones come in.
            expiration: { maxEntries: 400, purgeOnQuotaError: true },
          },
        },
      ],
    },
  };
}

/** Records the app-shell files once the bundle is complete (index.html included). */
function shellFilesPlugin(shell: Set<string>): Plugin {
  return {
    name: 'woohoo:shell-files',
    apply: 'build',
    writeBundle(_options, bundle) {
      shell.clear();
      for (const file of listShellFiles(bundle as unknown as Record<string, BuiltFile>)) shell.add(file);
    },
  };
}

/** `<meta name="woohoo-build">` with VITE_BUILD_ID, so a deployment can tell which build a page runs. */
function buildIdPlugin(buildId: string | undefined): Plugin {
  return {
    name: 'woohoo:build-id',
    apply: 'build',
    transformIndexHtml() {
      if (!buildId) return [];
      return [{ tag: 'meta', attrs: { name: 'woohoo-build', content: buildId }, injectTo: 'head' }];
    },
  };
}
