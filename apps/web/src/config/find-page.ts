import { PAGES, type Page, type PageId } from './route-table';

export type FoundPage = Page & { id: PageId };

/** Every page with its id, in the order of the table. */
export const PAGE_LIST: readonly FoundPage[] = (Object.keys(PAGES) as PageId[]).map((id) => ({
  ...PAGES[id],
  id,
}));

/** The paths a page shows on: its own and its aliases. */
export function routePathsOf(page: Page): readonly string[] {
  return [page.path, ...(page.aliases ?? [])];
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** The page a pathname shows (matching is case-insensitive, like the router's). */
export function findPage(pathname: string): FoundPage | undefined {
  const key = normalise(pathname);
  return PAGE_LIST.find((page) => routePathsOf(page).some((path) => normalise(path) === key));
}
