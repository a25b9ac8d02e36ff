import { parseTokenAmount, TOKEN_AMOUNT_MESSAGES } from './parse-token-amount';

export type IssuanceResult =
  | { ok: true; totalSupplyWei: bigint; issuedWei: bigint }
  | { ok: false; totalSupplyProblem: string | null; issuedProblem: string | null };

/** What the issuance form says when the issued amount is larger than the total supply. */
export const ISSUED_OVER_SUPPLY_MESSAGE = 'Issued cannot be more than the total supply';

/**
 * The BHC issuance data typed in whole tokens, in the smallest unit exactly (the console's
 * token-amount parsing). Nothing issued yet is a valid 0; a total supply of 0 is not. The server
 * refuses issued > total supply (packages/shared/src/api/exrights.ts), so the form does too.
 */
export function parseIssuance(totalSupplyText: string, issuedText: string): IssuanceResult {
  const totalSupply = parseTokenAmount(totalSupplyText);
  const issued = parseTokenAmount(issuedText);
  const issuedWei = issued.ok ? issued.amountWei : issued.problem === 'zero' ? 0n : null;
  const totalSupplyProblem = totalSupply.ok ? null : TOKEN_AMOUNT_MESSAGES[totalSupply.problem];
  const issuedProblem = issued.ok || issuedWei !== null ? null : TOKEN_AMOUNT_MESSAGES[issued.problem];
  if (!totalSupply.ok || issuedWei === null) return { ok: false, totalSupplyProblem, issuedProblem };
  if (issuedWei > totalSupply.amountWei) {
    return { ok: false, totalSupplyProblem: null, issuedProblem: ISSUED_OVER_SUPPLY_MESSAGE };
  }
  return { ok: true, totalSupplyWei: totalSupply.amountWei, issuedWei };
}
