/**
 * KYC1 certification. SPEC 2 names "KYC certification" without a path; our decision:
 * /pages/my/kyc, beside the other account pages under /pages/my.
 */
export const KYC_PATH = '/pages/my/kyc';
