/** Query keys of the team feature (STYLE: hierarchical factories); the wallet is part of each. */
export const teamQueryKeys = {
  all: ['team'] as const,
  summary: (address: string) => ['team', 'summary', address.toLowerCase()] as const,
  members: (address: string) => ['team', 'members', address.toLowerCase()] as const,
  ranking: (address: string) => ['team', 'ranking', address.toLowerCase()] as const,
};
