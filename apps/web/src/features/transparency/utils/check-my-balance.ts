import type { LiabilitiesProof, LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import { type VerifyFailure, verifyLiabilityProof } from '@woohoo/shared/liabilities/merkle-sum';
import { isApiError } from '../../../lib/api-error';

/** docs/rules.md "Proof of liabilities": the code of "you held none of this asset that day". */
const NO_BALANCE_CODE = 40407;

export type BalanceCheck =
  | { status: 'included'; balance: string }
  | { status: 'failed'; reason: VerifyFailure | 'other-day' }
  | { status: 'no-balance' }
  | { status: 'unavailable'; message: string };

/**
 * "Verify my balance": fetches the caller's proof and checks it in the browser, with the shared
 * tree code, against the root, leaf count and total this page got from the PUBLIC list (never the ones the
 * proof carries, which the same server wrote).
 */
export async function checkMyBalance(
  root: LiabilitiesRoot,
  fetchProof: (root: LiabilitiesRoot) => Promise<LiabilitiesProof>,
): Promise<BalanceCheck> {
  let proof: LiabilitiesProof;
  try {
    proof = await fetchProof(root);
  } catch (error) {
    if (isApiError(error) && error.code === NO_BALANCE_CODE) return { status: 'no-balance' };
    return { status: 'unavailable', message: error instanceof Error ? error.message : String(error) };
  }
  if (proof.day !== root.day || proof.asset !== root.asset) return { status: 'failed', reason: 'other-day' };
  const verdict = verifyLiabilityProof(proof, {
    root: root.root,
    total: root.total,
    leafCount: root.leafCount,
  });
  return verdict.ok
    ? { status: 'included', balance: proof.balance }
    : { status: 'failed', reason: verdict.reason };
}
