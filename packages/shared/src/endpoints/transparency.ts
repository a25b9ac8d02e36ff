import {
  liabilitiesProofQuerySchema,
  liabilitiesProofSchema,
  liabilitiesQuerySchema,
  liabilitiesRootsSchema,
} from '../api/liabilities';
import { publicReportSchema } from '../api/money';
import {
  custodyReportSchema,
  publicSettlementsSchema,
  rulesInForceSchema,
  settlementsQuerySchema,
} from '../api/transparency';
import { endpoint } from './endpoint';

/**
 * The public reports, rate limited per client: the newest reconciliation, the settlement history,
 * the rules in force, and the proof of liabilities (docs/rules.md "Proof of liabilities"), whose
 * own leaf and path only the signed-in caller may read.
 */
export const transparencyEndpoints = {
  report: endpoint({
    method: 'GET',
    path: '/api/transparency',
    access: 'public',
    tags: ['money'],
    summary:
      'Per asset: user liabilities, platform accounts by role, on-chain flows and holdings, and whether the books balance',
    description:
      'Served from the reconciliation that runs every minute and after each deposit or payout batch, ' +
      'not computed per request; `generatedAt` says when it ran. `payouts` is read live: paused by the ' +
      'operators (the kill switch) or a halted payout worker. Rate limited per client (42900).',
    data: publicReportSchema,
  }),
  settlements: endpoint({
    method: 'GET',
    path: '/api/transparency/settlements',
    access: 'public',
    tags: ['money'],
    summary: 'Settled days, newest first: inflow, cap, whether it bound, and the total paid per reward kind',
    query: settlementsQuerySchema,
    data: publicSettlementsSchema,
  }),
  rules: endpoint({
    method: 'GET',
    path: '/api/transparency/rules',
    access: 'public',
    tags: ['money'],
    summary: 'The rules configuration in force, with its version and effective time',
    data: rulesInForceSchema,
  }),
  custody: endpoint({
    method: 'GET',
    path: '/api/transparency/custody',
    access: 'public',
    tags: ['money'],
    summary:
      "Who holds what on chain (timelock and its delay, the Safe's owners and threshold, the hot wallet's roles, guardians) and the timelock's scheduled changes with the time each takes effect",
    description:
      'Read from the chain (CallScheduled minus CallExecuted and Cancelled) and kept for 30 s, so ' +
      'reloads do not reach the RPC. Rate limited per client (42900); 50302 at once while the chain RPC does not answer, 50300 when the chain cannot be read.',
    data: custodyReportSchema,
    errors: [503],
  }),
  liabilities: endpoint({
    method: 'GET',
    path: '/api/transparency/liabilities',
    access: 'public',
    tags: ['money'],
    summary:
      "Per asset, the newest day's (or the given day's) Merkle-sum root, total, leaf count and on-chain transaction",
    query: liabilitiesQuerySchema,
    data: liabilitiesRootsSchema,
  }),
  liabilitiesProof: endpoint({
    method: 'GET',
    path: '/api/transparency/liabilities/proof',
    access: 'user',
    tags: ['money'],
    summary: "The caller's own leaf (balance, salt, index) and path to the day's root of the asset",
    description: 'Errors: 40406 no tree for that day and asset, 40407 the caller held none of the asset.',
    query: liabilitiesProofQuerySchema,
    data: liabilitiesProofSchema,
    errors: [401, 404],
  }),
};
