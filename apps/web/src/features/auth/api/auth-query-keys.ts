/** Query keys of the auth feature (STYLE: small hierarchical factories). */
export const authQueryKeys = {
  all: ['auth'] as const,
  user: (token: string) => ['auth', 'user', token] as const,
  inviter: (address: string) => ['auth', 'inviter', address] as const,
};
