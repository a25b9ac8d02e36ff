/** What following a system setting needs of a `matchMedia` result (a stand-in in tests). */
export type MediaQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `apply` with the setting now and whenever it changes; returns the function that stops.
 * How the app follows the system's dark mode and reduced motion.
 */
export function followMediaQuery(media: MediaQuery, apply: (matches: boolean) => void): () => void {
  const onChange = () => apply(media.matches);
  onChange();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
