/**
 * The hashed files this page loaded before the first service worker took it over: the worker
 * did not see those requests, so the page hands it the list (Workbox's CACHE_URLS message) and
 * the language and page the user opened first also work offline. Only files directly in the
 * build's assets folder: the API's balances (.../api/assets/balances) ends in "assets/..." too, and
 * must never be cached.
 */
export function listAssetsToCache(loadedUrls: readonly string[], assetsDirUrl: string): string[] {
  const dir = new URL(assetsDirUrl);
  const assets = new Set<string>();
  for (const loaded of loadedUrls) {
    const url = new URL(loaded, dir);
    const name = url.pathname.slice(dir.pathname.length);
    const inAssetsDir = url.origin === dir.origin && url.pathname.startsWith(dir.pathname);
    if (inAssetsDir && name !== '' && !name.includes('/')) assets.add(url.href);
  }
  return [...assets];
}
