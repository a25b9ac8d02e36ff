import { useCallback, useRef } from 'react';
import { type IdempotencyKeyState, nextIdempotencyKey } from '../lib/money/idempotency-key';

/**
 * The Idempotency-Key of a money form (STYLE "Money and jobs"). `keyFor(fingerprint)` is called
 * when the confirmation opens: the same form gets the same key again (a retry), a changed form a
 * new one. `reset()` after a success, so the next payment never reuses a settled key.
 */
export function useIdempotencyKey(): { keyFor: (fingerprint: string) => string; reset: () => void } {
  const current = useRef<IdempotencyKeyState | undefined>(undefined);
  const keyFor = useCallback((fingerprint: string) => {
    current.current = nextIdempotencyKey(current.current, fingerprint);
    return current.current.key;
  }, []);
  const reset = useCallback(() => {
    current.current = undefined;
  }, []);
  return { keyFor, reset };
}
