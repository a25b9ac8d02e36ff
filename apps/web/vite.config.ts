import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugins } from './pwa/pwa-plugins.ts';
import { apiRoutes } from './vite-plugins/api-routes.ts';
import { preloadHomeRoute } from './vite-plugins/preload-home-route.ts';

/** The API the dev server and `vite preview` forward `/api` to (DESIGN "Run modes"). */
const API_TARGET = 'http://127.0.0.1:8080';

/**
 * `changeOrigin` stays false on purpose: the API checks the sign-in message's domain against the
 * host the browser used, so the proxied request must keep the page's own Host header.
 */
const apiProxy = { '/api': { target: API_TARGET, changeOrigin: false } };

/** antd-mobile's per-language tables load on demand; keep them out of the vendor groups. */
const LAZY_ANTD_LOCALE = /antd-mobile[\\/]es[\\/]locales[\\/](?!base|en-US)/;

/** A chunk group test: the module is one of these packages and not a lazily loaded locale. */
function vendor(packages: RegExp): (id: string) => boolean {
  return (id) => packages.test(id) && !LAZY_ANTD_LOCALE.test(id);
}

/** The app's own modules (apps/web/src and the shared package), not dependencies. */
const APP_SOURCE = /^(?!.*node_modules).*[\\/]src[\\/]/;
/** The API's route tables, a virtual module an area (vite-plugins/api-routes.ts). */
const API_ROUTES = /^\0woohoo:api-routes/;
const HOME_PAGE_SOURCE = /[\\/]src[\\/](features[\\/]home[\\/]|app[\\/]routes[\\/]home-route)/;
const LAYOUT_SOURCE =
  /[\\/]src[\\/]components[\\/](layout[\\/]|panel\.module\.css|money[\\/](money-page|form-field)\.module\.css)/;

type VendorGroup = {
  name: string;
  packages: RegExp;
  priority: number;
  includeDependenciesRecursively?: boolean;
};

/**
 * Each vendor group twice: the modules the entry loads at start (`$initial`) in the named chunk,
 * and the rest (used only by lazy pages: viem's transaction actions, antd-mobile's infinite
 * scroll, react-query's infinite queries...) in a `-lazy` chunk. Without the split, a vendor
 * group takes every module of its packages, and a function only a lazy page uses would still
 * be downloaded with the home page.
 */
function vendorGroups(groups: readonly VendorGroup[]) {
  return groups.flatMap(({ name, packages, priority, ...rest }) => [
    { name, test: vendor(packages), priority: priority + 1, tags: ['$initial' as const], ...rest },
    // The lazy twin takes only its own packages: capturing their dependencies too would pull in
    // modules the first load needs (Vite's preload helper, react-query) and make it load the twin.
    {
      name: `${name}-lazy`,
      test: vendor(packages),
      priority,
      includeDependenciesRecursively: false,
      ...rest,
    },
  ]);
}

export default defineConfig({
  // Relative asset URLs so the built app works from any path the server mounts it on.
  base: './',
  // The manifest and the service worker (pwa/pwa-plugins.ts); VITE_BUILD_ID names the build.
  plugins: [apiRoutes(), react(), preloadHomeRoute('home'), ...pwaPlugins(process.env.VITE_BUILD_ID)],
  resolve: {
    // One React in the bundle, whatever a dependency's peer range asks for (the root package.json
    // also overrides React to 19 for antd-mobile's react-spring, which still lists React 18).
    dedupe: ['react', 'react-dom'],
  },
  server: { host: '127.0.0.1', port: 5173, proxy: apiProxy },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The home route is a second input so that its vendor code counts as "initial" (see
      // vendorGroups); the router still loads it lazily.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        home: fileURLToPath(new URL('./src/app/routes/home-route.tsx', import.meta.url)),
      },
      output: {
        // Stable vendor chunks: they change less often than app code, so browsers keep them cached.
        // Page code stays in per-route chunks (every page is lazy), so the home route loads only
        // these vendors, the app shell and the home chunk.
        codeSplitting: {
          groups: vendorGroups([
            {
              name: 'react',
              packages:
                /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 40,
            },
            {
              name: 'wallet',
              packages:
                /node_modules[\\/](wagmi|@wagmi|viem|ox|@noble|@scure|abitype|mipd|@adraffy|zustand|use-sync-external-store|eventemitter3|isows)[\\/]/,
              priority: 30,
            },
            {
              // react-query serves every page; without its own group it would follow wagmi (which
              // depends on it) into the lazily loaded wallet chunk and drag that into the first load.
              name: 'query',
              packages: /node_modules[\\/]@tanstack[\\/]/,
              priority: 35,
            },
            {
              name: 'antd',
              packages:
                /node_modules[\\/](antd-mobile|@react-spring|@use-gesture|@floating-ui|ahooks|rc-[a-z-]+|classnames|lodash|dayjs|runes2|staged-components|react-fast-compare|react-is|tslib|@babel|js-cookie|screenfull|resize-observer-polyfill|async-validator|intersection-observer|nano-memoize)[\\/]/,
              priority: 30,
            },
            {
              name: 'i18n',
              packages: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', packages: /node_modules[\\/]/, priority: 10 },
          ]).concat(
            {
              // The home feature in one file with the modules it shares with its lazy parts (the
              // connected wallet card, the banner swiper): one request on the home page's path
              // instead of three, and those parts find them already loaded.
              name: 'home-page',
              test: (id: string) => HOME_PAGE_SOURCE.test(id),
              priority: 2,
              tags: ['$initial' as const],
              includeDependenciesRecursively: false,
            },
            {
              // The layout components (components/layout) and the class maps the pages share (the
              // panel, the money pages' and the form fields') that the lazy pages use, in one chunk: each
              // page takes another handful of them, and a chunk per combination would be one more
              // file name in the shell's preload lists. Those the first load needs stay in the
              // shell (its group comes first).
              name: 'layout',
              test: (id: string) => LAYOUT_SOURCE.test(id),
              priority: 0,
              includeDependenciesRecursively: false,
            },
            {
              // The app's own start-up code in one chunk: the shell and what it shares with the
              // home page (one file compresses better than the entry plus a common chunk). The
              // home feature itself stays in its lazy chunk.
              name: 'shell',
              test: (id: string) =>
                (APP_SOURCE.test(id) || API_ROUTES.test(id)) && !HOME_PAGE_SOURCE.test(id),
              priority: 1,
              tags: ['$initial' as const],
            },
          ),
        },
      },
    },
  },
});
