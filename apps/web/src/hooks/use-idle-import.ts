import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment before loading anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Loads a module once the page has painted and the browser is idle (nothing that is not needed
 * for the first paint competes with it), and returns it when loaded; undefined until then, or if
 * it fails to load (the caller keeps showing what it showed before).
 */
export function useIdleImport<T>(load: () => Promise<T>): T | undefined {
  const [module, setModule] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per mount, like React.lazy
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      load().then(
        (loaded) => {
          // Rendered as a transition: in slices, so the new part never blocks input.
          if (!cancelled) startTransition(() => setModule(() => loaded));
        },
        (error: unknown) => console.error('Deferred module failed to load', error),
      );
    };
    const idle = typeof requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(start, 0);
    return () => {
      cancelled = true;
      if (idle) cancelIdleCallback(handle as number);
      else clearTimeout(handle as ReturnType<typeof setTimeout>);
    };
  }, []);
  return module;
}
