/**
 * SPEC 7: the global loading overlay. A counter, because calls overlap: the overlay shows while
 * at least one call is in flight.
 */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function beginLoading(): void {
  pending += 1;
  if (pending === 1) notify();
}

export function endLoading(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending === 0) notify();
}

export function isLoading(): boolean {
  return pending > 0;
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
