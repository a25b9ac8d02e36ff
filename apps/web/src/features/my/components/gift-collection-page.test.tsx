import { QueryClient } from '@tanstack/react-query';
import type { BoxList } from '@woohoo/shared/api/boxes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeBoxList, makeGiftBox } from '../testing/gift-factories';
import { GiftCollectionPage } from './gift-collection-page';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({
  api: { request: vi.fn(() => new Promise(() => {})), call: vi.fn(() => new Promise(() => {})) },
}));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function renderCollection(list?: BoxList): string {
  const client = new QueryClient();
  if (list) client.setQueryData(endpointKey(routes.boxes.list, ADDRESS), list);
  return renderPage(client, <GiftCollectionPage address={ADDRESS} />);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('GiftCollectionPage', () => {
  it('shows a skeleton while the boxes load (the call has no loading overlay)', () => {
    const html = renderCollection();
    expect(html).toContain('data-testid="gifts-skeleton"');
    expect(html).toContain('aria-busy="true"');
  });

  it('shows each gift card won: prize, gift card number, value, claimed or not, opened how long ago', () => {
    const html = renderCollection(
      makeBoxList({
        boxes: [
          makeGiftBox(
            { id: '11', kind: 'ecosystem' },
            {
              prize: 9,
              value: (100n * 10n ** 18n).toString(),
              openedAt: minutesAgo(2),
              claimedAt: minutesAgo(1),
            },
          ),
          makeGiftBox({ id: '2', state: 'locked', draw: null }),
          makeGiftBox({ id: '7' }, { prize: 4, openedAt: minutesAgo(180) }),
        ],
      }),
    );
    const text = textOf(html);
    expect(html.match(/data-testid="gift-card"/g)).toHaveLength(2);
    expect(html).toMatch(/data-testid="gift-count"[^>]*>2</);
    expect(textOf(html.split('data-testid="gift-total"')[1] ?? '')).toMatch(/^[^<]*125 USDT/);

    const [newest, older] = html.split('data-testid="gift-card"').slice(1).map(textOf);
    expect(newest).toContain('Ecosystem box');
    expect(newest).toContain('Prize 9');
    expect(newest).toContain('100 USDT');
    expect(newest).toContain('GC-0000011-4821');
    expect(newest).toContain('Claimed');
    expect(newest).toContain('Opened just now');
    expect(newest).not.toContain('Claim in Blind box');

    expect(older).toContain('Tutorial box');
    expect(older).toContain('Prize 4');
    expect(older).toContain('25 USDT');
    expect(older).toContain('GC-0000007-4821');
    expect(older).toContain('Not claimed');
    expect(older).toContain('Opened 3 hours ago');
    expect(older).toContain('Claim in Blind box');
    expect(html).toContain('href="/pages/blindbox/blindbox"');
    expect(text).toContain('Copy gift card number');
  });

  it('says "No gift cards yet" with a way to the blind box tab', () => {
    const html = renderCollection(
      makeBoxList({ boxes: [makeGiftBox({ id: '1', state: 'unopened', draw: null })] }),
    );
    const text = textOf(html);
    expect(html).toContain('data-testid="gifts-empty"');
    expect(text).toContain('No gift cards yet');
    expect(text).toContain('Go to blind boxes');
    expect(html).toMatch(/<a[^>]*href="\/pages\/blindbox\/blindbox"[^>]*>Go to blind boxes<\/a>/);
    expect(html).not.toContain('data-testid="gift-card"');
  });
});
