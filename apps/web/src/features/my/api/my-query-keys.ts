/** Query keys of the "my" feature (STYLE: hierarchical factories); the wallet is part of each. */
export const myQueryKeys = {
  all: ['my'] as const,
  kycStatus: (address: string) => ['my', 'kycStatus', address.toLowerCase()] as const,
  teamSummary: (address: string) => ['my', 'teamSummary', address.toLowerCase()] as const,
  boxList: (address: string) => ['my', 'boxList', address.toLowerCase()] as const,
};
