import { watchFirstInteraction } from './page-activity';

/**
 * Starts the service worker once the page has loaded and the browser is idle, so it adds
 * nothing to the first load: the registration code is a separate chunk. Production builds
 * only (the dev server has no service worker).
 */
export function startServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  watchFirstInteraction(window);
  const register = (): void => {
    void import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  };
  const whenIdle = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
