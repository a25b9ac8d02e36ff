import { parseArgs } from 'node:util';
import type { SettlementReport } from '@woohoo/shared/api/team';
import { formatAmount } from '@woohoo/shared/format-amount';
import { parseUnits } from 'viem';
import { UsageError } from './operator-cli';

/**
 * `npm run operator -- pool reward <BHC>`: funds the on-chain pool's stakers (docs/rules.md
 * "The on-chain pool").
 * `npm run operator -- exrights issuance --total <BHC> --issued <BHC>` and
 * `npm run operator -- exrights event --at <ISO time> --title <text> [--detail <text>]`: the
 * ex-rights screen's data (SPEC 2, 9). Amounts are whole or decimal tokens.
 * `npm run operator -- settle <YYYY-MM-DD>`: settles a day (docs/rules.md "Rewards and the daily
 * settlement") and prints its report.
 * `npm run operator -- announce --title <text> --body <text>`: publishes an announcement (SPEC 2)
 * until the operator console exists.
 */
export const ECONOMY_USAGE = `       npm run operator -- settle <YYYY-MM-DD> [--early]   (--early: local run mode only)
       npm run operator -- pool reward <BHC>
       npm run operator -- exrights issuance --total <BHC> --issued <BHC>
       npm run operator -- exrights event --at <ISO 8601 time> --title <text> [--detail <text>]
       npm run operator -- announce --title <text> --body <text>`;

/** An operator call: the path under /api/operator and its body. */
export type EconomyCommand = { path: string; body: Record<string, string | boolean>; done: string };

function tokens(value: string | undefined, what: string): string {
  if (!value || !/^\d+(\.\d{1,18})?$/.test(value))
    throw new UsageError(`${what} must be an amount of tokens, e.g. 50 or 12.5`);
  return parseUnits(value, 18).toString();
}

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        total: { type: 'string' },
        issued: { type: 'string' },
        at: { type: 'string' },
        title: { type: 'string' },
        detail: { type: 'string' },
        body: { type: 'string' },
        early: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Reads `pool ...` or `exrights ...`; throws a UsageError with what is wrong. */
export function parseEconomyArgs(argv: readonly string[]): EconomyCommand {
  const { values, positionals } = readArgs(argv);
  const [topic, action, amount, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError('unknown command');
  if (topic === 'settle' && amount === undefined) {
    if (!action || !/^\d{4}-\d{2}-\d{2}$/.test(action))
      throw new UsageError('settle needs a day, e.g. 2026-11-22');
    return {
      path: '/settlements',
      body: values.early ? { day: action, early: true } : { day: action },
      done: `day ${action} settled`,
    };
  }
  if (topic === 'announce' && action === undefined) {
    if (!values.title?.trim() || !values.body?.trim())
      throw new UsageError('announce needs --title and --body');
    return {
      path: '/announcements',
      body: { title: values.title, body: values.body },
      done: 'announcement published',
    };
  }
  if (topic === 'pool' && action === 'reward') {
    return {
      path: '/pool/reward',
      body: { amount: tokens(amount, 'the reward') },
      done: `added ${amount} BHC to the pool`,
    };
  }
  if (topic === 'exrights' && action === 'issuance' && amount === undefined) {
    return {
      path: '/exrights/issuance',
      body: { totalSupply: tokens(values.total, '--total'), issued: tokens(values.issued, '--issued') },
      done: 'issuance data published',
    };
  }
  if (topic === 'exrights' && action === 'event' && amount === undefined) {
    if (!values.at || Number.isNaN(Date.parse(values.at)))
      throw new UsageError('--at must be an ISO 8601 time with its offset');
    if (!values.title) throw new UsageError('event needs --title');
    return {
      path: '/exrights/events',
      body: { happenedAt: values.at, title: values.title, detail: values.detail ?? '' },
      done: 'ex-rights event recorded',
    };
  }
  throw new UsageError('unknown command');
}

/** An amount of the report in tokens with its asset, by the app's one rule: `1,499.5 USDT`. */
function tokensOf(amountWei: string, asset: string): string {
  return `${formatAmount(BigInt(amountWei))} ${asset}`;
}

/**
 * What `settle <day>` prints: the day's state and totals, then one line per reward kind, amounts
 * in tokens as the console shows them (the API's smallest units are unreadable at 18 decimals).
 * The inflow, cap and values are counted in USDT (docs/rules.md "Rewards and the daily settlement").
 */
export function formatSettlementReport(report: SettlementReport): string[] {
  const head =
    `state ${report.state.replace('_', ' ')}, ${report.lines} reward lines to ${report.usersPaid} users, ` +
    `inflow ${tokensOf(report.base, 'USDT')}, cap ${tokensOf(report.cap, 'USDT')}, ` +
    `paid value ${tokensOf(report.paidValue, 'USDT')} of ${tokensOf(report.totalValue, 'USDT')}` +
    `${report.capped ? ' (capped)' : ''}, ${report.durationMs ?? '?'} ms`;
  const kinds = report.byKind.map(
    (row) => `  ${row.kind}: ${tokensOf(row.amount, row.asset)} in ${row.lines} lines`,
  );
  return [head, ...kinds];
}
