import { QueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementSummary } from '@woohoo/shared/api/announcements';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { renderPage, textOf } from '../../../testing/render-page';
import { announcementQueryOptions, announcementsInfiniteQueryOptions } from '../api/announcements-api';
import { AnnouncementDetailsPage } from './announcement-details-page';
import { AnnouncementListPage } from './announcement-list-page';

vi.mock('../../../lib/api', () => ({
  api: { request: vi.fn(() => new Promise(() => {})), call: vi.fn(() => new Promise(() => {})) },
}));

const justPublished = new Date().toISOString();
const summary = (id: string, title: string, publishedAt: string): AnnouncementSummary => ({
  id,
  title,
  excerpt: `${title}: what changes and when.`,
  publishedAt,
  banner: false,
});

function renderList(items: AnnouncementSummary[]): string {
  const client = new QueryClient();
  client.setQueryData(announcementsInfiniteQueryOptions().queryKey, {
    pages: [{ items, page: 1, size: 20, total: items.length }],
    pageParams: [1],
  });
  return renderPage(client, <AnnouncementListPage />);
}

describe('announcement pages', () => {
  it('lists each announcement with its excerpt and relative time, linking to its details', () => {
    const html = renderList([
      summary('7', 'Maintenance on Sunday', justPublished),
      summary('5', 'Rewards settled', new Date(Date.now() - 3 * 3600_000).toISOString()),
      summary('3', 'Phase 2 opens', '2026-06-01T10:00:00.000Z'),
    ]);
    const text = textOf(html);
    expect(html.match(/data-testid="announcement-item"/g)).toHaveLength(3);
    expect(text).toContain('Maintenance on Sunday');
    expect(text).toContain('Phase 2 opens: what changes and when.');
    expect(text).toContain('just now');
    expect(text).toContain('3 hours ago');
    expect(text).toContain('Jun 1, 2026');
    expect(html).toContain(`href="${paths.announcementDetails('7')}"`);
  });

  it('has a real empty state', () => {
    const text = textOf(renderList([]));
    expect(text).toContain('No announcements yet');
    expect(text).toContain('News from the team shows up here');
  });

  it('shows one announcement in full, and "not found" for a link without a valid id', () => {
    const client = new QueryClient();
    const announcement: Announcement = {
      id: '7',
      title: 'Maintenance on Sunday',
      body: 'Deposits pause from 02:00 to 03:00 UTC.\nWithdrawals queue and pay after.',
      publishedAt: justPublished,
      banner: false,
    };
    client.setQueryData(announcementQueryOptions('7').queryKey, announcement);
    const html = renderPage(client, <AnnouncementDetailsPage />, paths.announcementDetails('7'));
    expect(html).toContain('data-testid="announcement-details"');
    expect(textOf(html)).toContain(
      'Deposits pause from 02:00 to 03:00 UTC. Withdrawals queue and pay after.',
    );
    const missing = textOf(
      renderPage(new QueryClient(), <AnnouncementDetailsPage />, '/pages/index/Announcementdetails'),
    );
    expect(missing).toContain('Announcement not found');
    expect(missing).toContain('All announcements');
  });
});
