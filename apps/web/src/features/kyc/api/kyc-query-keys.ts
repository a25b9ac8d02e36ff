/** Query keys of KYC1 (STYLE: hierarchical factories); the wallet is part of each. */
export const kycQueryKeys = {
  all: ['kyc'] as const,
  status: (address: string) => ['kyc', 'status', address.toLowerCase()] as const,
  challenge: (address: string) => ['kyc', 'challenge', address.toLowerCase()] as const,
};
