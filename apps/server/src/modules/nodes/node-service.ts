import type { NodeOrder, NodesOverview } from '@woohoo/shared/api/nodes';
import {
  isNodeQuote,
  nodeReferralRewards,
  quoteNodePurchase,
  selfCountedShares,
} from '@woohoo/shared/rules/node-rules';
import { NODE_KINDS, type NodeKind } from '@woohoo/shared/rules/rules-config';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { runIdempotent } from '../../http/idempotency';
import { availableBalance, type LedgerTransfer, postTransfers } from '../ledger/ledger-service';
import { NODE_SUPPLY, quotaSold, takeQuota } from '../quota/quota-service';
import { rulesAt } from '../rules/rules-service';
import type { UserRecord } from '../user/user-record';
import { findUserByAddress } from '../user/user-service';
import {
  countUserOrders,
  insertNodeOrder,
  lockBuyer,
  lockReferredSales,
  type NodeOrderRow,
  selectHoldingsBefore,
  selectNodeOrders,
  selectUserHoldings,
} from './node-repository';

export type NodeDeps = { db: Db; now: () => Date };

export function toNodeOrder(row: NodeOrderRow): NodeOrder {
  return {
    id: row.id,
    time: new Date(row.created_at).toISOString(),
    kind: row.kind,
    shares: Number(row.shares),
    price: row.price,
    total: row.total,
    selfCounted: Number(row.self_counted),
    repurchase: row.repurchase,
    rulesVersion: Number(row.rules_version),
    status: 'success',
  };
}

/** GET /api/nodes: every kind with its price and what is left, and the caller's holdings. */
export async function nodesOverview(deps: NodeDeps, user: UserRecord): Promise<NodesOverview> {
  const rules = await rulesAt(deps.db, deps.now());
  const holdings = await selectUserHoldings(deps.db, user.id);
  const soldByKind = await quotaSold(deps.db, NODE_SUPPLY);
  return {
    rulesVersion: rules.version,
    maxSharesPerOrder: rules.nodes.maxSharesPerOrder,
    selfCountedOrders: rules.nodes.selfCountedOrders,
    salesRewardBps: Number(rules.nodes.salesRewardBps),
    kinds: NODE_KINDS.map((kind) => {
      const s = holdings.find((row) => row.kind === kind);
      const sold = Number(soldByKind.get(kind) ?? 0n);
      const supply = rules.nodes.supply[kind];
      return {
        kind,
        price: rules.nodes.shareWei.toString(),
        supply,
        sold,
        remaining: Math.max(0, supply - sold),
        held: s?.held ?? 0,
        orders: s?.orders ?? 0,
        selfCounted: s?.selfCounted ?? 0,
      };
    }),
  };
}

/**
 * POST /api/nodes/purchase (docs/rules.md "Node sale"): in one transaction, under the buyer's
 * lock (their orders counted once each) and the referrer's lock (each tier paid once), the order
 * is written, the buyer pays from available USDT, and the referrer gets the 10% sales reward in
 * USDT, +500 USDB a share and the tier bonus, each its own ledger transfer naming the order, all
 * posted as one ledger batch (six statements where one by one they took twelve or more). The
 * kind's supply is taken last, on one of its quota shards (no overselling: a purchase a
 * concurrent one left no room for rolls back with `insufficientSupply`), so purchases hold a
 * counter row only for their commit, and seldom the same one.
 */
export async function purchaseNodes(
  deps: NodeDeps,
  user: UserRecord,
  input: { kind: NodeKind; shares: number; idempotencyKey: string | undefined },
): Promise<NodeOrder> {
  const body = { kind: input.kind, shares: input.shares };
  return runIdempotent(
    deps.db,
    { userId: user.id, key: input.idempotencyKey, scope: 'node_purchase', body },
    async (tx) => {
      const rules = await rulesAt(tx, deps.now());
      await lockBuyer(tx, user.id);
      const supply = rules.nodes.supply[input.kind];
      const sold = Number((await quotaSold(tx, NODE_SUPPLY)).get(input.kind) ?? 0n);
      const quote = quoteNodePurchase(rules.nodes, {
        shares: input.shares,
        remaining: supply - sold,
        availableWei: await availableBalance(tx, user.id, 'USDT'),
      });
      if (!isNodeQuote(quote)) throw new AppError(quote);
      const referrer = user.pid ? await findUserByAddress(tx, user.pid) : undefined;
      const referredBeforeWei = referrer ? await lockReferredSales(tx, referrer.id) : 0n;
      const previousOrders = await countUserOrders(tx, user.id, input.kind);
      const row = await insertNodeOrder(tx, {
        userId: user.id,
        kind: input.kind,
        shares: quote.shares,
        priceWei: quote.priceWei,
        totalWei: quote.totalWei,
        selfCounted: selfCountedShares(rules.nodes, previousOrders),
        repurchase: previousOrders > 0,
        referrerId: referrer?.id ?? null,
        rulesVersion: rules.version,
      });
      const purchase: LedgerTransfer = {
        idempotencyKey: `node_order:${row.id}:purchase`,
        kind: 'node_purchase',
        refId: row.id,
        postings: [
          { account: { userId: user.id, bucket: 'available' }, asset: 'USDT', deltaWei: -quote.totalWei },
          { account: { system: 'node_sales' }, asset: 'USDT', deltaWei: quote.totalWei },
        ],
      };
      const rewards = referrer
        ? referrerPayments(
            row.id,
            referrer.id,
            nodeReferralRewards(rules.nodes, {
              totalWei: quote.totalWei,
              shares: quote.shares,
              referredBeforeWei,
            }),
          )
        : [];
      await postTransfers(tx, [purchase, ...rewards]);
      if (!(await takeQuota(tx, NODE_SUPPLY, input.kind, row.id, BigInt(quote.shares), BigInt(supply))))
        throw new AppError('insufficientSupply');
      return toNodeOrder(row);
    },
  );
}

/**
 * The referrer's rewards for an order, each a ledger transfer of its own naming the order: the
 * sales reward in USDT from what the order paid, the share and tier bonuses in USDB issued.
 */
function referrerPayments(
  orderId: string,
  referrerId: string,
  rewards: ReturnType<typeof nodeReferralRewards>,
): LedgerTransfer[] {
  const to = { userId: referrerId, bucket: 'available' as const };
  const payments = [
    { kind: 'node_sales_reward', asset: 'USDT', from: 'node_sales', wei: rewards.salesRewardWei },
    { kind: 'node_share_bonus', asset: 'USDB', from: 'issuance', wei: rewards.shareBonusUsdbWei },
    { kind: 'node_tier_bonus', asset: 'USDB', from: 'issuance', wei: rewards.tierBonusUsdbWei },
  ] as const;
  return payments
    .filter((payment) => payment.wei > 0n)
    .map((payment) => ({
      idempotencyKey: `node_order:${orderId}:${payment.kind}`,
      kind: payment.kind,
      refId: orderId,
      postings: [
        { account: { system: payment.from }, asset: payment.asset, deltaWei: -payment.wei },
        { account: to, asset: payment.asset, deltaWei: payment.wei },
      ],
    }));
}

/** GET /api/nodes/orders: the caller's node orders, newest first. */
export async function listNodeOrders(deps: NodeDeps, user: UserRecord, page: { page: number; size: number }) {
  const { rows, total } = await selectNodeOrders(deps.db, user.id, {
    limit: page.size,
    offset: (page.page - 1) * page.size,
  });
  return { items: rows.map(toNodeOrder), page: page.page, size: page.size, total };
}

/** The node shares each user held before `before`, per kind (the settlement's dividends). */
export function nodeHoldingsBefore(
  db: Queryable,
  before: Date,
): Promise<{ user_id: string; kind: NodeKind; shares: number }[]> {
  return selectHoldingsBefore(db, before);
}
