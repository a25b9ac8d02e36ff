import { followMediaQuery, type MediaQuery } from '../lib/media/follow-media-query';

/** The system's dark setting, which theme.css follows through the same media query. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * antd-mobile switches its own colours to dark on `html[data-prefers-color-scheme="dark"]` (its
 * "dark mode" guide); this keeps that attribute equal to the system setting, now and whenever it
 * changes, so antd-mobile's parts that theme.css does not override turn dark with the rest.
 * Returns the function that stops following.
 */
export function followSystemColorScheme(
  root: Pick<HTMLElement, 'dataset'> = document.documentElement,
  media: MediaQuery = window.matchMedia(DARK_SCHEME_QUERY),
): () => void {
  return followMediaQuery(media, (dark) => {
    root.dataset.prefersColorScheme = dark ? 'dark' : 'light';
  });
}
