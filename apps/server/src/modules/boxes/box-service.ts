import type { Box, BoxList, BoxProof } from '@woohoo/shared/api/boxes';
import { drawDigest, giftCardNumber, PRIZE_COUNT, prizeOf } from '@woohoo/shared/boxes/box-draw';
import { type BoxFacts, boxConditions, isUnlocked } from '@woohoo/shared/boxes/box-rules';
import type { RulesConfig } from '@woohoo/shared/rules/rules-config';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { postTransfer } from '../ledger/ledger-service';
import { rulesAt, rulesVersion } from '../rules/rules-service';
import type { UserRecord } from '../user/user-record';
import { lockUserForUpdate } from '../user/user-service';
import {
  type BoxRow,
  grantBoxes,
  lockUserBox,
  markClaimed,
  markOpened,
  nextCounter,
  selectBoxFacts,
  selectUserBoxes,
} from './box-repository';

/** SPEC 4: registration grants the blind boxes (a no-op for boxes already held). */
export { grantBoxes };

export type BoxDeps = { db: Db; now: () => Date };

/** The prize table of a rules version, checked: ten prizes, each with a value and a weight. */
export function prizeTable(rules: RulesConfig): BoxList['prizes'] {
  const { prizeValuesWei, prizeWeights } = rules.boxes;
  if (prizeValuesWei.length !== PRIZE_COUNT || prizeWeights.length !== PRIZE_COUNT) {
    throw new Error(`rules ${rules.version}: blind boxes need ${PRIZE_COUNT} prize values and weights`);
  }
  return prizeValuesWei.map((value, i) => ({
    prize: i + 1,
    value: value.toString(),
    weight: prizeWeights[i]!.toString(),
  }));
}

function toBox(row: BoxRow, facts: BoxFacts, rules: RulesConfig, counter: number): Box {
  const conditions = boxConditions(row.kind, facts, rules);
  const opened = row.opened_at !== null;
  return {
    id: row.id,
    kind: row.kind,
    state: opened ? 'opened' : isUnlocked(conditions) ? 'unopened' : 'locked',
    claimed: row.claimed_at !== null,
    conditions,
    serverSeedHash: row.server_seed_hash,
    nextCounter: counter,
    // The seed is revealed only with the opening's result.
    draw: opened
      ? {
          serverSeed: row.server_seed,
          clientSeed: row.client_seed!,
          counter: row.counter!,
          prize: row.prize!,
          giftCardNo: row.gift_card_no!,
          value: row.prize_value!,
          asset: 'USDT',
          rulesVersion: row.rules_version!,
          openedAt: row.opened_at!.toISOString(),
          claimedAt: row.claimed_at?.toISOString() ?? null,
        }
      : null,
  };
}

async function boxOf(db: Queryable, user: UserRecord, id: string, rules: RulesConfig): Promise<Box> {
  const row = (await selectUserBoxes(db, user.id)).find((b) => b.id === id);
  if (!row) throw new AppError('boxNotFound');
  return toBox(row, await selectBoxFacts(db, user.id), rules, await nextCounter(db, user.id));
}

/** GET /api/box/myBoxLists: the user's three boxes (granted on the first read) and the prize table. */
export async function listBoxes(deps: BoxDeps, user: UserRecord): Promise<BoxList> {
  await grantBoxes(deps.db, user.id);
  const rules = await rulesAt(deps.db, deps.now());
  const [rows, facts, counter] = await Promise.all([
    selectUserBoxes(deps.db, user.id),
    selectBoxFacts(deps.db, user.id),
    nextCounter(deps.db, user.id),
  ]);
  return {
    boxes: rows.map((row) => toBox(row, facts, rules, counter)),
    prizes: prizeTable(rules),
    rulesVersion: rules.version,
  };
}

/**
 * POST /api/box/:id/open: under the box's row lock, checks the unlock, draws from the committed
 * server seed, the user's client seed and their opening number, and stores the result. A locked
 * box answers 40037 (40041 for the ecosystem box); an opened one 40926 and draws nothing new.
 */
export async function openBox(deps: BoxDeps, user: UserRecord, id: string, clientSeed: string): Promise<Box> {
  return deps.db.transaction(async (tx) => {
    // The user's openings one at a time (their counter is 1, 2, 3), then the box itself.
    await lockUserForUpdate(tx, user.id);
    const row = await lockUserBox(tx, id, user.id);
    if (!row) throw new AppError('boxNotFound');
    if (row.opened_at) throw new AppError('boxAlreadyOpened');
    const now = deps.now();
    const rules = await rulesAt(tx, now);
    if (!isUnlocked(boxConditions(row.kind, await selectBoxFacts(tx, user.id), rules))) {
      // SPEC 8: the ecosystem box says what it needs first, "KYC1 not completed".
      throw new AppError(row.kind === 'ecosystem' ? 'kyc1Required' : 'conditionsNotMet');
    }
    const prizes = prizeTable(rules);
    const counter = await nextCounter(tx, user.id);
    const digest = drawDigest(row.server_seed, clientSeed, counter);
    const prize = prizeOf(digest, rules.boxes.prizeWeights);
    await markOpened(tx, id, {
      clientSeed,
      counter,
      prize,
      giftCardNo: giftCardNumber(Number(id), digest),
      valueWei: BigInt(prizes[prize - 1]!.value),
      rulesVersion: rules.version,
      at: now,
    });
    return boxOf(tx, user, id, rules);
  });
}

/**
 * POST /api/box/:id/claim: pays the drawn prize from the platform's box_prizes account to the
 * user's available USDT, once (the ledger key is the box). A claimed box answers as it is.
 */
export async function claimBox(deps: BoxDeps, user: UserRecord, id: string): Promise<Box> {
  return deps.db.transaction(async (tx) => {
    const row = await lockUserBox(tx, id, user.id);
    if (!row) throw new AppError('boxNotFound');
    if (!row.opened_at) throw new AppError('boxNotOpened');
    const valueWei = BigInt(row.prize_value!);
    await postTransfer(tx, {
      idempotencyKey: `blind_box:${id}:prize`,
      kind: 'box_prize',
      refId: id,
      postings: [
        { account: { system: 'box_prizes' }, asset: 'USDT', deltaWei: -valueWei },
        { account: { userId: user.id, bucket: 'available' }, asset: 'USDT', deltaWei: valueWei },
      ],
    });
    await markClaimed(tx, id, deps.now());
    return boxOf(tx, user, id, await rulesAt(tx, deps.now()));
  });
}

/** GET /api/box/:id/proof: an opened box with the prize table it was drawn from, to verify. */
export async function boxProof(deps: BoxDeps, user: UserRecord, id: string): Promise<BoxProof> {
  const rules = await rulesAt(deps.db, deps.now());
  const box = await boxOf(deps.db, user, id, rules);
  if (!box.draw) throw new AppError('boxNotOpened');
  const drawnUnder = await rulesVersion(deps.db, box.draw.rulesVersion);
  if (!drawnUnder) throw new Error(`rules version ${box.draw.rulesVersion} is missing`);
  return { box, prizes: prizeTable(drawnUnder) };
}
