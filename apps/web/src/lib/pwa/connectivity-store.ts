import { createValueStore } from '../create-value-store';
import { type ConnectivityEvent, INITIAL_CONNECTIVITY, nextConnectivity } from './connectivity';

/** The app's connectivity (see connectivity.ts); the offline banner shows what it says. */
export const connectivityStore = createValueStore(INITIAL_CONNECTIVITY);

export function reportConnectivity(event: ConnectivityEvent): void {
  connectivityStore.update((state) => nextConnectivity(state, event));
}

/** Follows the browser's online/offline events, starting from what it says now. */
export function watchBrowserConnectivity(target: Window): () => void {
  const sync = (): void => reportConnectivity({ type: 'browser', online: target.navigator.onLine });
  sync();
  target.addEventListener('online', sync);
  target.addEventListener('offline', sync);
  return () => {
    target.removeEventListener('online', sync);
    target.removeEventListener('offline', sync);
  };
}
