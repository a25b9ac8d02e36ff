import { QueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeRanking } from '../../../testing/team-factories';
import type { Ranking } from '../utils/team-types';
import { RankingPage } from './ranking-page';

vi.mock('../../../lib/api', () => ({ api: { call: vi.fn(() => new Promise(() => {})) } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function renderRanking(ranking: Ranking): string {
  const client = new QueryClient();
  client.setQueryData(endpointKey(routes.team.ranking, ADDRESS), ranking);
  return renderPage(client, <RankingPage address={ADDRESS} />);
}

describe('RankingPage', () => {
  it('lists rank, masked address, level and value, and the user’s own place', () => {
    const html = renderRanking(makeRanking());
    const text = textOf(html);
    expect(text).toContain('You: #12');
    expect(html.match(/data-testid="ranking-row"/g)).toHaveLength(3);
    expect(text).toContain('0x15d3…6A65');
    expect(text).toContain('B7');
    expect(text).toContain('980,000 USDT');
    // The value ranked is what the day paid, so it is called earnings, not performance.
    expect(text).toContain('Your earnings that day');
    expect(text).toContain('Earnings: ');
    expect(text).not.toContain('erformance');
  });

  it('says "Not ranked yet", and that no one is, before the first settlement', () => {
    const text = textOf(
      renderRanking(makeRanking({ day: null, items: [], mine: { rank: null, value: '0' } })),
    );
    expect(text).toContain('Not ranked yet');
    expect(text).toContain('No one is ranked yet');
    expect(text).toContain('The list fills after the first daily settlement');
  });

  it('says that a settled day paid no one, not that no day is settled, when its list is empty', () => {
    const text = textOf(
      renderRanking(makeRanking({ day: '2026-06-10', items: [], mine: { rank: null, value: '0' } })),
    );
    expect(text).toContain('No one is ranked yet');
    expect(text).toContain('No one earned a reward in the settlement of Jun 10, 2026.');
    expect(text).not.toContain('first daily settlement');
  });
});
