import { QueryClient } from '@tanstack/react-query';
import type { RulesOverview } from '@woohoo/shared/api/operator';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import { rulesQueryOptions } from '../api/get-rules';
import { ceilToHour, toDateTimeLocal } from '../utils/datetime-local';
import { RulesScreen } from './rules-screen';

vi.mock('../api/console-client', () => ({
  consoleRequest: vi.fn(() => new Promise(() => {})),
  consoleSignInRequest: vi.fn(() => new Promise(() => {})),
}));

const ONE = 10n ** 18n;
const EARLIEST = '2026-06-01T16:20:00.000Z';

function makeRules(boxes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    version: 2,
    effectiveAt: '2026-05-01T00:00:00.000Z',
    stake: { minWei: (100n * ONE).toString() },
    boxes: {
      prizeValuesWei: [1n, 2n, 3n, 5n, 8n, 10n, 20n, 50n, 100n, 200n].map((usdt) => (usdt * ONE).toString()),
      prizeWeights: ['3000', '2000', '1500', '1200', '900', '600', '400', '250', '100', '50'],
      ...boxes,
    },
  };
}

function makeOverview(overrides: Partial<RulesOverview> = {}): RulesOverview {
  return {
    inForce: { version: 2, effectiveAt: '2026-05-01T00:00:00.000Z', rules: makeRules() },
    versions: [
      {
        version: 3,
        effectiveAt: '2099-01-01T00:00:00.000Z',
        createdBy: '0xOperator',
        createdAt: '2026-05-30T10:00:00.000Z',
      },
      {
        version: 2,
        effectiveAt: '2026-05-01T00:00:00.000Z',
        createdBy: '0xOperator',
        createdAt: '2026-04-30T10:00:00.000Z',
      },
      { version: 1, effectiveAt: '2026-01-01T00:00:00.000Z', createdBy: 'defaults', createdAt: null },
    ],
    earliestEffectiveAt: EARLIEST,
    ...overrides,
  };
}

function renderRules(overview: RulesOverview) {
  const client = new QueryClient();
  client.setQueryData(rulesQueryOptions().queryKey, overview);
  return renderPage(client, <RulesScreen />);
}

describe('RulesScreen', () => {
  it('shows a skeleton while the rules load', () => {
    expect(renderPage(new QueryClient(), <RulesScreen />)).toContain('aria-busy="true"');
  });

  it('shows the version in force and every version, future ones marked scheduled', () => {
    const html = renderRules(makeOverview());
    const text = textOf(html);
    expect(text).toContain('Version 2 in force since');
    expect(html).toMatch(/data-testid="rules-version-3"[\s\S]*?data-state="scheduled"/);
    expect(html).toMatch(/data-testid="rules-version-2"[\s\S]*?data-state="in force"/);
    expect(html).toMatch(/data-testid="rules-version-1"[\s\S]*?data-state="replaced"/);
    expect(text).toContain('defaults');
  });

  it('edits the rules in force, pretty-printed, from the earliest time rounded up to the hour', () => {
    const html = renderRules(makeOverview());
    expect(html).toContain('data-testid="rules-json"');
    expect(html).toContain('&quot;stake&quot;: {\n    &quot;minWei&quot;');
    expect(html).not.toContain('&quot;version&quot;');
    const expected = toDateTimeLocal(ceilToHour(new Date(EARLIEST)));
    expect(html).toMatch(new RegExp(`type="datetime-local"[^>]*value="${expected}"`));
    expect(textOf(html)).toContain('2026-06-01 17:00 UTC');
  });

  it('offers Save only after a preview, and explains effective times and the prize keys', () => {
    const html = renderRules(makeOverview());
    const text = textOf(html);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="rules-save"/);
    expect(text).toContain('Save version 4');
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*data-testid="rules-preview"/);
    expect(text).toContain(
      'A version applies from its effective time; it can never take effect before the end of the last settled day, so settled days never change.',
    );
    expect(text).toContain('boxes.prizeValuesWei');
    expect(text).toContain('boxes.prizeWeights');
  });

  it('reads the blind-box prizes of the draft: value in USDT, weight and chance', () => {
    const text = textOf(renderRules(makeOverview()));
    expect(text).toContain('Blind-box prizes in this draft');
    expect(text).toMatch(/1 1 USDT 3000 30\.00%/);
    expect(text).toMatch(/10 200 USDT 50 0\.50%/);
    expect(text).toContain('Chance = weight / 10000');
  });

  it('says why the prizes cannot be read from a draft without them', () => {
    const overview = makeOverview();
    overview.inForce.rules = makeRules({ prizeWeights: ['1'] });
    expect(textOf(renderRules(overview))).toContain('boxes.prizeWeights must list 10 values');
  });
});
