import { REWARD_KIND_NAMES } from '@woohoo/shared/settlement/reward-kinds';
import { describe, expect, it } from 'vitest';
import { renderText, type Text } from '../../../lib/i18n/render-text';
import enUS from '../../../locales/en_US.json';
import { makeReward, ONE_USDT_WEI } from '../../../testing/team-factories';
import { translateEnglish } from '../../../testing/translate-english';
import { describeReward, paidRatioBps, REWARD_KIND_LABELS, rewardSentence } from './describe-reward';
import type { Reward } from './reward-types';

const T = ONE_USDT_WEI;
const text = (value: Text) => renderText(translateEnglish, value);
const sentence = (reward: Reward) => text(rewardSentence(describeReward(reward)));
const wei = (whole: bigint) => (whole * T).toString();

describe('describeReward', () => {
  it('labels every kind the server can write', () => {
    for (const kind of REWARD_KIND_NAMES) {
      expect(REWARD_KIND_LABELS[kind], kind).toBe(`rewards.kinds.${kind}`);
      expect(enUS.rewards.kinds[kind], kind).toBeTruthy();
      expect(() => sentence(makeReward({ kind })), kind).not.toThrow();
    }
  });

  it('static: a daily rate of a stake order', () => {
    const reward = makeReward({
      kind: 'static',
      source: 'stake_order',
      sourceId: '5',
      sourceAddress: null,
      basis: wei(500n),
      rateBps: 30,
    });
    expect(sentence(reward)).toBe('Static reward: 0.3% of stake order #5 (500 USDT)');
  });

  it('differential: a rate of the order, and who placed it', () => {
    expect(sentence(makeReward({ kind: 'differential' }))).toBe(
      'Differential reward: 6% of node order #17 (1,040 USDT) by 0xab…eC9B',
    );
  });

  it('same level: a share of a differential reward', () => {
    const reward = makeReward({ kind: 'same_level', basis: '62400000000000000000', rateBps: 1000 });
    expect(sentence(reward)).toBe(
      'Same-level reward: 10% of a 62.4 USDT differential reward on node order #17 by 0xab…eC9B',
    );
  });

  it('override: a share of a differential reward on a stake order', () => {
    const reward = makeReward({
      kind: 'override',
      source: 'stake_order',
      sourceId: '8',
      basis: '62400000000000000000',
      rateBps: 500,
      sourceAddress: null,
    });
    expect(sentence(reward)).toBe('Override reward: 5% of a 62.4 USDT differential reward on stake order #8');
  });

  it('generation: a rate of the order', () => {
    const reward = makeReward({ kind: 'generation', rateBps: 200 });
    expect(sentence(reward)).toBe('Generation reward: 2% of node order #17 (1,040 USDT) by 0xab…eC9B');
  });

  it('team subsidy: a rate of the day’s new small-community performance', () => {
    const reward = makeReward({
      kind: 'team_subsidy',
      source: 'pool',
      sourceId: '',
      sourceAddress: null,
      basis: wei(12_000n),
      rateBps: 100,
    });
    expect(sentence(reward)).toBe(
      "Team subsidy: 1% of the day's 12,000 USDT new small-community performance",
    );
  });

  it('community subsidy, fee dividend and network dividend: shares of a pool, by shares held', () => {
    const pool = { source: 'pool', sourceId: '', sourceAddress: null, rateBps: 0 } as const;
    expect(
      sentence(
        makeReward({ ...pool, kind: 'community_subsidy', basis: wei(300n), weight: 2, weightTotal: 10 }),
      ),
    ).toBe('Community subsidy: 2 of 10 community node shares of a 300 USDT pool');
    expect(
      sentence(makeReward({ ...pool, kind: 'fee_dividend', basis: wei(40n), weight: 3, weightTotal: 120 })),
    ).toBe('Fee dividend: 3 of 120 main node shares of a 40 USDT pool');
    expect(
      sentence(
        makeReward({
          ...pool,
          kind: 'network_dividend',
          asset: 'BNB',
          basis: wei(50n),
          weight: 1,
          weightTotal: 1,
        }),
      ),
    ).toBe('Network dividend: 1 of 1 genesis node share of a 50 USDT pool');
  });

  it('global bonus: an equal share of the level’s pool, locked and released over 60 days', () => {
    const bonus = makeReward({
      kind: 'global_bonus',
      source: 'pool',
      sourceId: '',
      sourceAddress: null,
      basis: wei(250n),
      rateBps: 0,
      weight: 1,
      weightTotal: 4,
      locked: true,
    });
    expect(sentence(bonus)).toBe(
      "Global bonus: 1 of 4 holders' share of 250 USDT, locked, released over 60 days",
    );
    expect(sentence({ ...bonus, sourceId: 'B6' })).toBe(
      "Global bonus: 1 of 4 B6 holders' share of 250 USDT, locked, released over 60 days",
    );
  });

  it('ID referral: the first order of a direct referral', () => {
    const reward = makeReward({
      kind: 'id_referral',
      asset: 'BHC',
      source: 'user',
      sourceId: '9',
      basis: wei(10n),
      rateBps: 0,
    });
    expect(sentence(reward)).toBe('ID referral: first order of 0xab…eC9B');
    expect(sentence({ ...reward, sourceAddress: null })).toBe('ID referral: first order of user #9');
  });

  it('token referral: a rate of a $WOOHOO order', () => {
    const reward = makeReward({
      kind: 'token_referral',
      asset: 'BHC',
      source: 'woohoo_order',
      sourceId: '3',
      basis: wei(1_000n),
      rateBps: 500,
    });
    expect(sentence(reward)).toBe('Token referral: 5% of $WOOHOO order #3 (1,000 USDT) by 0xab…eC9B');
  });

  it('gives the day and the rules version', () => {
    expect(text(describeReward(makeReward({ day: '2026-11-22', rulesVersion: 3 })).meta)).toBe(
      'Settlement Nov 22, 2026 · rules v3',
    );
  });

  it('notes a capped line with the ratio it was paid at', () => {
    const capped = makeReward({ capped: true, value: wei(100n), paidValue: '83200000000000000000' });
    expect(text(describeReward(capped).capped as Text)).toBe("Capped: the day's rewards were paid at 83.2%");
    expect(describeReward(makeReward({ capped: false })).capped).toBeUndefined();
  });

  it('reads "Unknown reward" for a kind a newer server sent (SPEC 8)', () => {
    const line = describeReward(makeReward({ kind: 'airdrop' as Reward['kind'] }));
    expect(text(line.label)).toBe('Unknown reward');
    expect(text(rewardSentence(line))).toBe('Unknown reward: node order #17');
  });
});

describe('paidRatioBps', () => {
  it('rounds down, and is undefined when not capped or without value', () => {
    expect(paidRatioBps({ capped: true, value: '3', paidValue: '2' })).toBe(6666n);
    expect(paidRatioBps({ capped: false, value: '3', paidValue: '2' })).toBeUndefined();
    expect(paidRatioBps({ capped: true, value: '0', paidValue: '0' })).toBeUndefined();
  });
});
