import { parseArgs } from 'node:util';
import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  getAddress,
  isAddress,
  parseUnits,
} from 'viem';

/**
 * `npm run operator -- treasury` (the hot wallet's float, sweeps and any top-up due) and
 * `npm run operator -- treasury topup-proposal <USDT> [--hot <address>] [--usdt <address>]`: the Safe
 * transaction its owners sign in their Safe app to move USDT from cold to the hot wallet
 * (docs/rules.md "Hot float and sweeps", docs/deploy-contracts.md "Topping up the hot wallet").
 */
export const TREASURY_USAGE = `       npm run operator -- treasury
       npm run operator -- treasury topup-proposal <USDT> [--hot <address>] [--usdt <address>]`;

export type TreasuryCommand =
  | { action: 'status' }
  | { action: 'topup-proposal'; amountWei: bigint; hot?: Address; usdt?: Address };

export class TreasuryUsageError extends Error {}

const address = (value: string | undefined, name: string): Address | undefined => {
  if (value === undefined) return undefined;
  if (!isAddress(value, { strict: false })) throw new TreasuryUsageError(`--${name} is not an address`);
  return getAddress(value);
};

/** Reads `treasury ...`; throws a TreasuryUsageError with what is wrong. */
export function parseTreasuryArgs(argv: readonly string[]): TreasuryCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { hot: { type: 'string' }, usdt: { type: 'string' } },
  });
  const [topic, action, amount, ...rest] = positionals;
  if (topic !== 'treasury' || rest.length > 0) throw new TreasuryUsageError('unknown command');
  if (action === undefined) return { action: 'status' };
  if (action !== 'topup-proposal') throw new TreasuryUsageError('unknown command');
  if (!amount || !/^\d+(\.\d{1,18})?$/.test(amount) || parseUnits(amount, 18) === 0n)
    throw new TreasuryUsageError('topup-proposal needs an amount of USDT above 0, e.g. 31000');
  return {
    action,
    amountWei: parseUnits(amount, 18),
    hot: address(values.hot, 'hot'),
    usdt: address(values.usdt, 'usdt'),
  };
}

/** The Safe transaction moving `amountWei` USDT to the hot wallet: a plain call of USDT.transfer. */
export function topUpSafeTransaction(input: { usdt: Address; hot: Address; amountWei: bigint }) {
  return {
    to: input.usdt,
    value: '0',
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [input.hot, input.amountWei] }),
    operation: 0,
  };
}

/** The proposal as the owners read it before they sign: what it does, then the fields to paste. */
export function describeTopUpProposal(input: { usdt: Address; hot: Address; amountWei: bigint }): string {
  const tx = topUpSafeTransaction(input);
  return [
    `Safe transaction: transfer ${formatUnits(input.amountWei, 18)} USDT from the Safe to the hot wallet ${input.hot}`,
    `to:        ${tx.to}`,
    `value:     ${tx.value}`,
    `data:      ${tx.data}`,
    'operation: 0 (call)',
    "Each owner signs it in the Safe app (New transaction > Transaction builder, or 'Send tokens' with the same amount); once the threshold is met any owner executes it.",
  ].join('\n');
}

/** `treasury` alone: the float, the top-up due and the latest sweeps, in lines. */
export function describeTreasury(status: TreasuryStatus): string {
  const usdt = (wei: string) => `${formatUnits(BigInt(wei), 18)} USDT`;
  const { cold } = status;
  const hot = status.balances.find((b) => b.asset === 'USDT')?.balance;
  const lines = [
    `hot wallet: ${hot === null || hot === undefined ? 'not read' : usdt(hot)}; float ${usdt(cold.float)}, sweep margin ${usdt(cold.sweepMargin)}`,
    `cold: ${cold.address ?? 'not configured (COLD_WALLET_ADDRESS): nothing is swept'}`,
    `top-up needed: ${cold.topUpNeeded === null ? 'unknown (balance not read)' : usdt(cold.topUpNeeded)}`,
    ...cold.sweeps.map(
      (s) =>
        `sweep ${s.signedAt}: ${usdt(s.amount)} to ${s.to}, ${s.status}, block ${s.block ?? '-'}, tx ${s.txHash}`,
    ),
  ];
  return lines.join('\n');
}
