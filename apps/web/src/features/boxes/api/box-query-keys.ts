/** Query keys of the blind boxes (STYLE: hierarchical factories); the wallet is part of each. */
export const boxQueryKeys = {
  all: ['boxes'] as const,
  list: (address: string) => ['boxes', 'list', address.toLowerCase()] as const,
  proof: (address: string, id: string) => ['boxes', 'proof', address.toLowerCase(), id] as const,
};
