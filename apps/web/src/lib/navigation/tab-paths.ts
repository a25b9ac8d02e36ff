import { findPage } from '../../config/find-page';
import type { TabKey } from '../../config/route-table';

/** The tab a location belongs to, if it is a tab page (SPEC 2; "/" is the home alias). */
export function tabKeyOf(pathname: string): TabKey | undefined {
  return findPage(pathname)?.tab;
}

/** Whether a location (path, optionally with query) is a tab page. */
export function isTabPath(to: string): boolean {
  return tabKeyOf(to.split(/[?#]/)[0] ?? to) !== undefined;
}
