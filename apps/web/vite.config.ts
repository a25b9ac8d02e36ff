import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  // Relative asset URLs so the built app works from any path the server mounts it on.
  base: './',
  plugins: [react()],
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
      output: {
        // Stable vendor chunks: they change less often than app code, so browsers keep them cached.
        // Page code stays in per-route chunks (every page is lazy), so the home route loads only
        // these vendors, the app shell and the home chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: vendor(
                /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              ),
              priority: 40,
            },
            {
              name: 'wallet',
              test: vendor(
                /node_modules[\\/](wagmi|@wagmi|viem|ox|@noble|@scure|abitype|mipd|@adraffy|zustand|use-sync-external-store|eventemitter3|isows)[\\/]/,
              ),
              priority: 30,
            },
            {
              name: 'antd',
              test: vendor(
                /node_modules[\\/](antd-mobile|@react-spring|@use-gesture|@floating-ui|ahooks|rc-[a-z-]+|classnames|lodash|dayjs|runes2|staged-components|react-fast-compare|react-is|tslib|@babel|js-cookie|screenfull|resize-observer-polyfill|async-validator|intersection-observer|nano-memoize)[\\/]/,
              ),
              priority: 30,
            },
            {
              name: 'i18n',
              test: vendor(
                /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              ),
              priority: 20,
            },
            { name: 'vendor', test: vendor(/node_modules[\\/]/), priority: 10 },
          ],
        },
      },
    },
  },
});
