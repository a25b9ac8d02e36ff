/** Query keys of the console (STYLE: hierarchical factories); a sign-out removes everything under `all`. */
export const consoleQueryKeys = {
  all: ['console'] as const,
  withdrawals: () => ['console', 'withdrawals'] as const,
  withdrawalPage: (filter: { status: string; address: string; page: number }) =>
    ['console', 'withdrawals', filter] as const,
  payouts: () => ['console', 'payouts'] as const,
  payoutSwitch: () => ['console', 'payouts', 'switch'] as const,
  auditAll: () => ['console', 'audit'] as const,
  audit: (filter: { actor: string; action: string; target: string; page: number }) =>
    ['console', 'audit', filter] as const,
  users: () => ['console', 'users'] as const,
  user: (address: string) => ['console', 'users', address] as const,
  ledger: (address: string, asset: string, page: number) =>
    ['console', 'users', address, 'ledger', { asset, page }] as const,
  settlement: (day: string) => ['console', 'settlements', day] as const,
  settlementHistoryAll: () => ['console', 'settlements', 'history'] as const,
  settlementHistory: (page: number) => ['console', 'settlements', 'history', { page }] as const,
  mall: () => ['console', 'mall'] as const,
  mallOrders: (status: string, page: number) => ['console', 'mall', 'orders', { status, page }] as const,
  products: () => ['console', 'mall', 'products'] as const,
  productPage: (filter: { q: string; onSale: string; page: number }) =>
    ['console', 'mall', 'products', filter] as const,
  rules: () => ['console', 'rules'] as const,
  treasury: () => ['console', 'treasury'] as const,
  poolReward: (id: string) => ['console', 'pool', 'rewards', id] as const,
  exrights: () => ['console', 'exrights'] as const,
  announcements: () => ['console', 'announcements'] as const,
  announcementPage: (page: number) => ['console', 'announcements', { page }] as const,
};
