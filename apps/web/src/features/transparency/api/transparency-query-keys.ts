/** Query keys of the public transparency page, one prefix for a refresh of them all. */
export const transparencyQueryKeys = {
  all: ['transparency'] as const,
  report: () => [...transparencyQueryKeys.all, 'report'] as const,
  settlements: () => [...transparencyQueryKeys.all, 'settlements'] as const,
  rules: () => [...transparencyQueryKeys.all, 'rules'] as const,
  liabilities: () => [...transparencyQueryKeys.all, 'liabilities'] as const,
  custody: () => [...transparencyQueryKeys.all, 'custody'] as const,
};
