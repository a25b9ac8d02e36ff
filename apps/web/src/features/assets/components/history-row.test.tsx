import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeHistoryEntry } from '../../../testing/money-factories';
import { renderPage, textOf } from '../../../testing/render-page';
import { HistoryRow } from './history-row';

const NOW = Date.parse('2026-01-02T00:00:00.000Z');
const client = new QueryClient();

describe('HistoryRow', () => {
  it("shows a balance adjustment with its label, reference and the operator's reason", () => {
    const entry = makeHistoryEntry({
      kind: 'balance_adjustment',
      ref: { type: 'adjustment', id: '5' },
      delta: '3000000000000000000',
      changes: [{ bucket: 'available', delta: '3000000000000000000' }],
      note: 'Refund of a duplicated fee',
    });
    const html = renderPage(client, <HistoryRow entry={entry} now={NOW} />);
    const text = textOf(html);
    expect(text).toContain('Balance adjustment');
    expect(text).toContain('Adjustment #5');
    expect(html).toContain('data-testid="history-note"');
    expect(text).toContain('Reason: Refund of a duplicated fee');
  });

  it('has no reason line when the entry has no note', () => {
    const html = renderPage(client, <HistoryRow entry={makeHistoryEntry()} now={NOW} />);
    expect(html).not.toContain('data-testid="history-note"');
    expect(textOf(html)).not.toContain('Reason');
  });
});
