import { pagePath, type QueryValueInput } from '../lib/navigation/query-values';
import { PAGES, type PageId, type PageWithQuery, type TabKey } from './route-table';

type QueryOf<P> = P extends PageWithQuery<infer Q> ? Q : [];

/** A link to each page of route-table.ts, given its query values: `paths.productDetails(id)`. */
export type Paths = { readonly [Id in PageId]: (...values: QueryOf<(typeof PAGES)[Id]>) => string };

const entries = Object.entries(PAGES) as [PageId, (typeof PAGES)[PageId]][];

/**
 * The links to the pages, derived from the page table: the one way the app writes a page's
 * location (SPEC 2: page parameters travel as value1..value9).
 */
export const paths = Object.fromEntries(
  entries.map(([id, page]) => [id, (...values: QueryValueInput[]) => pagePath(page.path, values)]),
) as Paths;

/** The page of each bottom tab (SPEC 2). */
export const tabPaths = Object.fromEntries(
  entries.flatMap(([, page]) => (page.tab ? [[page.tab, page.path]] : [])),
) as Record<TabKey, string>;
