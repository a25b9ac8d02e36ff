import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isLoading, subscribeLoading } from '../lib/loading-overlay-store';
import { decideUpdate } from '../lib/pwa/decide-update';
import { hasFilledField, hasInteracted, hasOpenDialog } from '../lib/pwa/page-activity';
import { type UpdateState, updateStore } from '../lib/pwa/update-store';

/**
 * Applies a new version of the app on its own when nothing would be lost, or offers it (see
 * lib/pwa/decide-update.ts). Returns the reload to offer in the update banner, or null.
 */
export function useAppUpdate(): (() => void) | null {
  const update = useSyncExternalStore(updateStore.subscribe, updateStore.get);
  const loadingOverlay = useSyncExternalStore(subscribeLoading, isLoading);
  const mutationsInFlight = useIsMutating();
  const [offered, setOffered] = useState<UpdateState | null>(null);
  const applied = useRef<UpdateState | null>(null);

  useEffect(() => {
    if (update.status !== 'ready' || offered === update || applied.current === update) return;
    const decision = decideUpdate({
      interacted: hasInteracted(),
      fieldFilled: hasFilledField(document),
      dialogOpen: hasOpenDialog(document),
      mutationsInFlight,
      loadingOverlay,
    });
    if (decision === 'offer') setOffered(update);
    if (decision === 'apply-now') {
      applied.current = update;
      update.apply();
    }
  }, [update, offered, mutationsInFlight, loadingOverlay]);

  return offered === update && update.status === 'ready' ? update.apply : null;
}
