import { QueryClient } from '@tanstack/react-query';
import type { PublicReport, TransparencyReport } from '@woohoo/shared/api/money';
import type { PublicSettlement, RulesInForce } from '@woohoo/shared/api/transparency';
import { RULE_KEY_NAMES, RULE_SECTION_NAMES } from '@woohoo/shared/rules/rule-keys';
import { DEFAULT_RULES, rulesToJson } from '@woohoo/shared/rules/rules-config';
import { describe, expect, it, vi } from 'vitest';
import textStyle from '../../../components/layout/text.module.css';
import { getSession } from '../../../lib/session/session-store';
import enUS from '../../../locales/en_US.json';
import { renderPage, textOf } from '../../../testing/render-page';
import { publicSettlementsInfiniteQueryOptions } from '../api/get-public-settlements';
import { rulesInForceQueryOptions } from '../api/get-rules-in-force';
import { transparencyReportQueryOptions } from '../api/get-transparency-report';
import { TransparencyPage } from './transparency-page';

vi.mock('../../../lib/api', () => ({
  api: { request: vi.fn(() => new Promise(() => {})), call: vi.fn(() => new Promise(() => {})) },
}));

const ONE = 10n ** 18n;
const wei = (whole: bigint) => (whole * ONE).toString();

type AssetReport = TransparencyReport['assets'][number];

function makeAsset(overrides: Partial<AssetReport> = {}): AssetReport {
  return {
    asset: 'USDT',
    backing: 'onChain',
    coverage: 'covered',
    liabilities: wei(1000n),
    shortfall: '0',
    surplus: wei(200n),
    feesCollected: wei(25n),
    salesRevenue: wei(520n),
    reserves: wei(100n),
    expensesPaid: wei(445n),
    platformAccounts: [],
    onChainInflow: wei(1500n),
    onChainOutflow: wei(300n),
    onChainHoldings: wei(1200n),
    invariantHolds: true,
    problems: [],
    ...overrides,
  };
}

function makeReport(overrides: Partial<PublicReport> = {}): PublicReport {
  return {
    generatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    healthy: true,
    problems: [],
    assets: [makeAsset()],
    payouts: { paused: false, reason: null, since: null },
    ...overrides,
  };
}

function makeSettlement(overrides: Partial<PublicSettlement> = {}): PublicSettlement {
  return {
    day: '2026-06-02',
    rulesVersion: 1,
    base: wei(10_000n),
    cap: wei(7000n),
    totalValue: wei(5000n),
    paidValue: wei(5000n),
    capped: false,
    paidBps: 10_000,
    usersPaid: 42,
    kinds: [],
    ...overrides,
  };
}

const RULES: RulesInForce = {
  version: 3,
  effectiveAt: '2026-01-01T00:00:00.000Z',
  rules: {
    version: 3,
    effectiveAt: '2026-01-01T00:00:00.000Z',
    nodes: { shareWei: wei(520n), salesRewardBps: '1000', maxSharesPerOrder: 100 },
    rewards: { capBps: '7000', levelRatesBps: ['0', '300', '600'] },
  },
};

function renderTransparency(
  seed: { report?: PublicReport; settlements?: PublicSettlement[]; rules?: RulesInForce } = {},
) {
  const client = new QueryClient();
  if (seed.report) client.setQueryData(transparencyReportQueryOptions().queryKey, seed.report);
  if (seed.settlements) {
    client.setQueryData(publicSettlementsInfiniteQueryOptions().queryKey, {
      pages: [{ items: seed.settlements, page: 1, size: 10, total: seed.settlements.length }],
      pageParams: [1],
    });
  }
  if (seed.rules) client.setQueryData(rulesInForceQueryOptions().queryKey, seed.rules);
  const html = renderPage(client, <TransparencyPage />, '/transparency');
  return { html, text: textOf(html) };
}

describe('transparency page', () => {
  it('renders signed out, each part loading on its own', () => {
    expect(getSession().signstatus, 'signed out').toBe(true);
    const { html, text } = renderTransparency();
    expect(html).toContain('data-testid="transparency-page"');
    expect(text).toContain('Anyone can check these figures');
    expect(text).not.toMatch(/sign in|connect wallet/i);
    // The report, the settlements, the rules, the proof of liabilities and the custody section.
    expect(html.match(/aria-busy="true"/g)).toHaveLength(5);
  });

  it('says when every check passes, and when the report was generated', () => {
    const { html, text } = renderTransparency({ report: makeReport() });
    expect(html).toContain('data-healthy="true"');
    expect(text).toContain('All checks pass');
    expect(text).toContain('Report generated 2 hours ago');
    expect(text).not.toContain('Problems found');
    expect(html).not.toContain('transparency-payouts-paused');
  });

  it('says when the operators have paused payouts (docs/rules.md "The payout kill switch")', () => {
    const { html, text } = renderTransparency({
      report: makeReport({
        payouts: { paused: true, reason: 'payoutsStopped', since: new Date().toISOString() },
      }),
    });
    expect(html).toContain('data-reason="payoutsStopped"');
    expect(text).toContain('Payouts to the blockchain are paused Payouts are paused by the operators.');
  });

  it('shows the holdings per treasury address, hot and cold, with the block they were read at', () => {
    const hot = '0x00000000000000000000000000000000000000AA';
    const safe = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
    const { text } = renderTransparency({
      report: makeReport({
        assets: [
          makeAsset({
            onChainHoldings: wei(75_000n),
            holdingsBlock: '123456',
            wallets: [
              { wallet: 'hot', address: hot, balance: wei(50_000n) },
              { wallet: 'cold', address: safe, balance: wei(25_000n) },
            ],
          }),
        ],
      }),
    });
    expect(text).toContain('Treasury on chain 75,000');
    expect(text).toContain(`Hot wallet ${hot} 50,000`);
    expect(text).toContain(`Cold storage (Safe) ${safe} 25,000`);
    expect(text).toContain('Read at block 123456');
  });

  it('puts the verdict first: each shortfall and unknown coverage with its figures, then the details', () => {
    const { html, text } = renderTransparency({
      report: makeReport({
        healthy: false,
        problems: [
          'payout worker halted: the chain is behind the database',
          'USDT: shortfall of 4415.8 USDT: users are owed 12407.8 USDT and the treasury holds 7992 USDT on chain',
          "BHC: coverage unknown: users are owed 3 BHC and the treasury's balance on chain could not be read",
          'BNB: 1 accounts disagree with their entries',
        ],
        assets: [
          makeAsset({
            coverage: 'shortfall',
            liabilities: '12407800000000000000000',
            onChainHoldings: wei(7992n),
            shortfall: '4415800000000000000000',
            surplus: null,
          }),
          makeAsset({
            asset: 'BHC',
            coverage: 'unknown',
            liabilities: wei(3n),
            onChainHoldings: null,
            shortfall: null,
            surplus: null,
          }),
          makeAsset({
            asset: 'BNB',
            invariantHolds: false,
            problems: ['BNB: 1 accounts disagree with their entries'],
          }),
        ],
      }),
    });
    expect(html).toContain('data-healthy="false"');
    expect(text).toContain(
      "Problems found USDT: a shortfall of 4,415.8 USDT. Users are owed 12,407.8 USDT; the treasury holds 7,992 USDT on chain. BHC: coverage unknown. Users are owed 3 BHC, and the treasury's balance on chain could not be read. BNB: the ledger's books do not balance. payout worker halted: the chain is behind the database Report generated",
    );
    // The verdict comes before any asset's figures.
    expect(text.indexOf('Problems found')).toBeLessThan(text.indexOf('Owed to users'));
    expect(text).not.toContain('All checks pass');
    expect(text).toContain(
      'USDT Shortfall Owed to users 12,407.8 USDT Treasury on chain 7,992 USDT Shortfall 4,415.8 USDT',
    );
    expect(text).toContain('The treasury holds 64.41% of what users are owed');
    expect(text).toContain('BHC Coverage unknown Owed to users 3 BHC Treasury on chain Could not be read');
    expect(text).toContain('Ledger invariant does not hold');
  });

  it('reads a covered asset with its surplus and no percentage, and labels the assets not backed on chain', () => {
    const notBacked = {
      coverage: 'notBacked',
      onChainHoldings: null,
      shortfall: null,
      surplus: null,
    } as const;
    const { text } = renderTransparency({
      report: makeReport({
        assets: [
          makeAsset(),
          // Gas money in BNB against a few rewards: covered, never "1,428,558% of user balances".
          makeAsset({
            asset: 'BNB',
            liabilities: ((7n * ONE) / 10n).toString(),
            onChainHoldings: wei(10_000n),
            surplus: ((99_993n * ONE) / 10n).toString(),
          }),
          makeAsset({ asset: 'USDB', backing: 'internalCredit', ...notBacked }),
          makeAsset({ asset: 'WOOHOO', backing: 'lockedUntilTokenGeneration', ...notBacked }),
        ],
      }),
    });
    expect(text).toContain(
      'All checks pass Every asset backed on chain is covered by the treasury, and the books balance.',
    );
    expect(text).toContain(
      'USDT Covered Owed to users 1,000 USDT Treasury on chain 1,200 USDT Surplus 200 USDT Fees charged 25 USDT Sales revenue 520 USDT Reserves 100 USDT Paid out by rule 445 USDT',
    );
    expect(text).toContain(
      'BNB Covered Owed to users 0.7 BNB Treasury on chain 10,000 BNB Surplus 9,999.3 BNB',
    );
    expect(text).not.toMatch(/\d%/);
    expect(text).toContain('USDB Not backed on chain An internal credit by design');
    expect(text).toContain('WOOHOO Not backed on chain Sold and held locked');
    // Neither shows a treasury balance or chain flows it has nothing to do with.
    expect(text).not.toMatch(/USDB Not backed on chain[^W]*Treasury on chain/);
    expect(text).toContain('Ledger invariant holds');
  });

  it('shows a capped day with the share paid, and its totals per reward kind', () => {
    const { html, text } = renderTransparency({
      settlements: [
        makeSettlement({
          day: '2026-06-03',
          totalValue: wei(10_000n),
          paidValue: wei(7000n),
          capped: true,
          paidBps: 7000,
          usersPaid: 12,
          kinds: [
            { kind: 'static', asset: 'USDT', lines: 30, paidValue: wei(4900n), amount: wei(4900n) },
            { kind: 'id_referral', asset: 'BHC', lines: 2, paidValue: wei(70n), amount: wei(700n) },
          ],
        }),
        makeSettlement(),
      ],
    });
    expect(html.match(/data-testid="settlement-day"/g)).toHaveLength(2);
    expect(text).toContain('Jun 3, 2026 Capped · 70% paid');
    expect(text).toContain('Paid 7,000 USDT · Users paid 12');
    expect(text).toContain('Before the cap 10,000 USDT');
    expect(text).toContain('Static reward 4,900 USDT Lines: 30 Value 4,900 USDT');
    expect(text).toContain('ID referral 700 BHC Lines: 2 Value 70 USDT');
    expect(text).toContain('Jun 2, 2026 Not capped');
    expect(text).toContain('No more');
  });

  it('has a real empty settlement history', () => {
    const { html, text } = renderTransparency({ settlements: [] });
    expect(html).toContain('data-testid="settlements-empty"');
    expect(text).toContain('No settled days yet');
  });

  it('shows the rules in force, amounts of Wei keys in tokens and Bps keys as percent', () => {
    const { html, text } = renderTransparency({ rules: RULES });
    expect(text).toContain('Version 3');
    expect(text).toContain('Node sale');
    expect(text).toContain('Rewards');
    expect(textOf(html.split('data-testid="rule-shareWei"')[1] ?? '')).toMatch(
      /^[^<]*Price of one node share 520 /,
    );
    expect(text).toContain('Node sales reward 10%');
    expect(text).toContain('Most shares in one order 100');
    expect(text).toContain('Daily reward cap (of inflow) 70%');
    expect(text).toContain('Differential rate by level 0% 3% 6%');
    expect(text).not.toContain('520000000000000000000');
  });

  it("keeps a nested group's labels in the reader's direction and only its figures left to right", () => {
    const { html } = renderTransparency({
      rules: {
        ...RULES,
        rules: {
          ...RULES.rules,
          stake: { packages: [{ id: 'd30', days: 30, dailyRateBps: '30' }] },
        },
      },
    });
    const cells = (html.split('data-testid="rule-packages"')[1] ?? '').match(/<dd[^>]*>/g) ?? [];
    // The group's own cell holds labels (Persian reads right to left): not the figures' style.
    const mono = textStyle.mono ?? 'mono';
    expect(cells[0] ?? '').not.toContain(mono);
    // Its leaves are figures, laid out left to right in every language.
    expect(cells.slice(1).every((cell) => cell.includes(mono))).toBe(true);
    expect(cells.length).toBeGreaterThan(1);
  });

  it('labels every rule the server sends, the treasury too, and never shows a raw key', () => {
    const stored = rulesToJson(DEFAULT_RULES) as Record<string, unknown>;
    const { text } = renderTransparency({
      rules: { version: 1, effectiveAt: DEFAULT_RULES.effectiveAt, rules: stored },
    });
    expect(text).toContain('Treasury');
    expect(text).toContain('Daily payout limit (USDT), operators included 50,000');
    // The limits that bind operators too (docs/rules.md "Treasury limits"), each in words.
    expect(text).toContain('Two operators must approve a withdrawal above (USDT) 10,000');
    expect(text).toContain("A user's withdrawals in 24 hours without review, at most (USDT) 5,000");
    expect(text).toContain('Hot wallet float 50,000');
    expect(text).toContain('Sweep margin 10,000');
    expect(text).toContain('Pioneer target reward 20');
    // The raw names are camelCase (`dailyPayoutLimitWei`); one-word names (`days`) are plain words.
    const camelCase = RULE_KEY_NAMES.filter((key) => /[A-Z]/.test(key));
    for (const key of camelCase) expect(text).not.toContain(key);
  });

  it('has a label in the locale for every name of the shared rules catalogue', () => {
    const { labels, sections } = enUS.transparency.rules;
    expect(RULE_KEY_NAMES.filter((key) => !Object.hasOwn(labels, key))).toEqual([]);
    expect(RULE_SECTION_NAMES.filter((key) => !Object.hasOwn(sections, key))).toEqual([]);
  });
});
