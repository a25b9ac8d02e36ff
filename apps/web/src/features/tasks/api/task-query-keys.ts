/** Query keys of the task centre (STYLE: hierarchical factories); the wallet is part of each. */
export const taskQueryKeys = {
  all: ['tasks'] as const,
  centre: (address: string) => ['tasks', 'centre', address.toLowerCase()] as const,
};
