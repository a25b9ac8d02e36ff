import { QueryClient } from '@tanstack/react-query';
import type { AnnouncementSummary } from '@woohoo/shared/api/announcements';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { useBanners } from '../hooks/use-banners';
import BannerSwiper from './banner-swiper';
import { HomeBanners } from './home-banners';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({
  api: { request: vi.fn(() => new Promise(() => {})), call: vi.fn(() => new Promise(() => {})) },
}));

const ANNOUNCEMENT: AnnouncementSummary = {
  id: '7',
  title: 'Maintenance on Sunday',
  excerpt: 'Deposits pause from 02:00 to 03:00 UTC.',
  banner: true,
  publishedAt: '2026-11-24T10:00:00.000Z',
};

function clientWith(latest?: AnnouncementSummary | null): QueryClient {
  const client = new QueryClient();
  if (latest !== undefined) client.setQueryData(endpointKey(routes.announcements.banner), latest);
  return client;
}

/** The banners in the Swiper, as the home page shows them once the Swiper's chunk has loaded. */
function SwiperOfBanners() {
  const banners = useBanners();
  return <BannerSwiper banners={banners} current={0} autoplay={false} onIndexChange={() => {}} />;
}

function renderBanners(latest?: AnnouncementSummary | null): string {
  return renderPage(clientWith(latest), <SwiperOfBanners />);
}

/** The slides' links, in order, as test id and href. */
function slideLinks(html: string): [string, string][] {
  return [...html.matchAll(/<a[^>]*data-testid="home-banner-(\w+)"[^>]*>/g)].map((m) => [
    m[1] ?? '',
    m[0].match(/href="([^"]*)"/)?.[1] ?? '',
  ]);
}

describe('HomeBanners', () => {
  it('shows the newest announcement first, linking to its details, then the product highlights', () => {
    const html = renderBanners(ANNOUNCEMENT);
    expect(slideLinks(html)).toEqual([
      ['announcement', '/pages/index/Announcementdetails?value1=7'],
      ['boxes', '/pages/blindbox/blindbox'],
      ['staking', '/pages/pledge/pledge'],
      ['nodes', '/pages/ino/ino'],
    ]);
    const text = textOf(html);
    expect(text).toContain(
      'Announcement Maintenance on Sunday Deposits pause from 02:00 to 03:00 UTC. Read more',
    );
    expect(text).toContain('Provably fair blind boxes');
    expect(text).toContain('Day-based packages, up to 1,000 USDT per order.');
    expect(text).toContain('520 USDT per share');
    expect(html).toContain('aria-label="1 of 4"');
    expect(html).toContain('aria-label="4 of 4"');
    // indicators: one dot per slide
    expect(html.match(/adm-page-indicator-dot(?!-)/g)?.length).toBe(4);
  });

  it('holds a place for the announcement while it loads, and leaves it out when there is none', () => {
    const loading = renderBanners();
    expect(loading).toContain('aria-label="1 of 4"');
    expect(slideLinks(loading).map(([key]) => key)).toEqual(['boxes', 'staking', 'nodes']);
    const none = renderBanners(null);
    expect(slideLinks(none).map(([key]) => key)).toEqual(['boxes', 'staking', 'nodes']);
    expect(none).toContain('aria-label="3 of 3"');
    expect(none).not.toContain('aria-label="4 of 4"');
  });

  it('paints the first slide at once, in the carousel, before the Swiper has loaded', () => {
    const html = renderPage(clientWith(ANNOUNCEMENT), <HomeBanners />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Highlights"');
    expect(slideLinks(html)).toEqual([['announcement', '/pages/index/Announcementdetails?value1=7']]);
    expect(html).not.toContain('adm-swiper');
  });
});
