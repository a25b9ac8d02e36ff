import { describe, expect, it } from 'vitest';
import { PENDING_REFRESH_MS, pendingRefreshInterval } from './pending-refresh';

const pages = (...statuses: string[][]) => ({
  pages: statuses.map((s) => ({
    items: s.map((status) => ({ status })),
    page: 1,
    size: 20,
    total: s.length,
  })),
  pageParams: statuses.map((_, i) => i + 1),
});

describe('pendingRefreshInterval', () => {
  it('refreshes while a loaded record is under review or being paid', () => {
    expect(pendingRefreshInterval(pages(['success'], ['approved']))).toBe(PENDING_REFRESH_MS);
    expect(pendingRefreshInterval(pages(['reviewing']))).toBe(PENDING_REFRESH_MS);
  });
  it('stops once every record is final, or before anything loaded', () => {
    expect(pendingRefreshInterval(pages(['success', 'rejected']))).toBe(false);
    expect(pendingRefreshInterval(undefined)).toBe(false);
  });
});
