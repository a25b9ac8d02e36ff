import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../../testing/render-page';
import { coldSummary, TreasuryColdView } from './treasury-cold';

const ONE = 10n ** 18n;
const tokens = (n: bigint) => (n * ONE).toString();
const SAFE = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

const cold = (overrides: Partial<TreasuryStatus['cold']> = {}): TreasuryStatus['cold'] => ({
  address: SAFE,
  float: tokens(50_000n),
  sweepMargin: tokens(10_000n),
  sweeps: [],
  topUpNeeded: '0',
  ...overrides,
});

describe('TreasuryCold (docs/rules.md "Hot float and sweeps")', () => {
  it('says where the excess goes and by which rule, or that nothing is swept', () => {
    expect(coldSummary(cold())).toBe(
      `The hot wallet keeps 50,000 USDT beyond what approved payouts owe; an excess above 10,000 USDT is swept to ${SAFE}.`,
    );
    expect(coldSummary(cold({ address: null }))).toContain('nothing is swept');
  });

  it('lists each sweep with its amount, status, block and transaction', () => {
    const text = textOf(
      renderToStaticMarkup(
        <TreasuryColdView
          cold={cold({
            sweeps: [
              {
                asset: 'USDT',
                amount: tokens(25_000n),
                to: SAFE,
                txHash: '0xabc1',
                status: 'signed',
                block: null,
                signedAt: '2026-06-01T10:00:00.000Z',
              },
              {
                asset: 'USDT',
                amount: tokens(18_000n),
                to: SAFE,
                txHash: '0xabc0',
                status: 'success',
                block: '1234',
                signedAt: '2026-06-01T09:00:00.000Z',
              },
            ],
          })}
        />,
      ),
    );
    expect(text).toContain('25,000 USDT');
    expect(text).toContain('in flight');
    expect(text).toContain('18,000 USDT');
    expect(text).toContain('success 1234 0xabc0');
  });
});
