import { useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY as QUERY } from './reduced-motion-query';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function readPreference(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);
}

/** Whether the user asked the system for less motion (then nothing moves by itself). */
export function usePrefersReducedMotion(): boolean {
  // The server snapshot (and a browser without matchMedia) assumes reduced motion: no autoplay
  // until the real preference is known is the safe side.
  return useSyncExternalStore(subscribe, readPreference, () => true);
}
