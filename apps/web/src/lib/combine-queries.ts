/** What a page needs of each of its queries to show a skeleton, or an error with one retry. */
type PageQuery = { isPending: boolean; refetch: () => Promise<unknown> };

/** Several queries a page waits for: pending while any is, and one retry that refetches them all. */
export function combineQueries(...queries: readonly PageQuery[]) {
  return {
    isPending: queries.some((query) => query.isPending),
    retry: () => {
      for (const query of queries) void query.refetch();
    },
  };
}
