import { paths } from '../../config/paths';
import { isTabPath } from './tab-paths';

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/** The tab to switch to when navigating to `to` failed: the target itself if it is a tab, else home. */
export function tabFallbackFor(to: string): string {
  return isTabPath(to) ? to : paths.home();
}

/**
 * SPEC 2: "if navigation fails, a redirect falls back to a tab switch". A failing navigation
 * (a throwing router, an invalid target) is logged and replaced by a switch to a tab page.
 */
export function navigateWithFallback(navigate: Navigate, to: string): void {
  try {
    navigate(to);
  } catch (error) {
    console.warn(`Navigation to ${to} failed; switching tab instead`, error);
    navigate(tabFallbackFor(to), { replace: true });
  }
}

/**
 * SPEC 2: back with no history goes home. React Router stores the position in the history stack
 * as `idx` in history.state; 0 (or no state, e.g. a page opened from a link) means nothing to go back to.
 */
export function canGoBack(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null) return false;
  const idx = (historyState as { idx?: unknown }).idx;
  return typeof idx === 'number' && idx > 0;
}
