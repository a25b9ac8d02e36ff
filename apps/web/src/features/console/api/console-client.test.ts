import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorSessionStore } from '../utils/operator-session-store';
import { getAnnouncements } from './get-announcements';
import { getAudit } from './get-audit';
import { getOperatorUser } from './get-operator-user';
import { reviewWithdrawal } from './review-withdrawal';

const fetchMock = vi.fn<typeof fetch>();

function sent(): { url: string; method: string; headers: Record<string, string>; body: unknown } {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url: String(url),
    method: String(init?.method),
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}

describe('the console calls declared endpoints', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ code: 10000, msg: 'success', data: null }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    operatorSessionStore.set({
      actor: '0x1111111111111111111111111111111111111111',
      via: 'wallet',
      token: 'operator-token',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
  });
  afterEach(() => {
    operatorSessionStore.clear();
    vi.unstubAllGlobals();
  });

  it("fills a path parameter and sends the operator's token", async () => {
    await getOperatorUser('0xAbC');
    expect(sent()).toMatchObject({
      url: '/api/operator/users/0xAbC',
      method: 'GET',
      headers: { authorization: 'Bearer operator-token' },
    });
  });

  it('sends a GET its query string, without the fields left empty', async () => {
    await getAudit({ actor: ' ', action: 'withdrawal.', target: '', page: 2 });
    expect(sent().url).toBe('/api/operator/audit?action=withdrawal.&page=2&size=20');
  });

  it('sends a POST its body, on the path of the decision', async () => {
    await reviewWithdrawal({ id: '7', decision: 'reject', reason: ' no address ' });
    expect(sent()).toMatchObject({
      url: '/api/operator/withdrawals/7/reject',
      method: 'POST',
      body: { reason: 'no address' },
    });
    fetchMock.mockClear();
    await reviewWithdrawal({ id: '8', decision: 'approve' });
    expect(sent()).toMatchObject({ url: '/api/operator/withdrawals/8/approve', method: 'POST', body: {} });
  });

  it('keeps the token from a public endpoint (customAuth)', async () => {
    await getAnnouncements(1);
    expect(sent().url).toBe('/api/announcements?page=1&size=20');
    expect(sent().headers.authorization).toBeUndefined();
  });
});
