import { describe, expect, it } from 'vitest';
import type { ConnectivityEvent } from './connectivity';
import { trackApiReachability } from './track-api-reachability';

function tracked(send: typeof fetch) {
  const events: ConnectivityEvent[] = [];
  return { fetch: trackApiReachability(send, (event) => events.push(event)), events };
}

describe('trackApiReachability', () => {
  it('reports the server reachable on any answer, an error status included', async () => {
    const { fetch, events } = tracked(async () => new Response('{}', { status: 503 }));
    const response = await fetch('/api/config');
    expect(response.status).toBe(503);
    expect(events).toEqual([{ type: 'api', reachable: true }]);
  });

  it('reports the server unreachable when the call got no answer, and still fails the call', async () => {
    const { fetch, events } = tracked(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetch('/api/config')).rejects.toThrow('Failed to fetch');
    expect(events).toEqual([{ type: 'api', reachable: false }]);
  });

  it('says nothing when the client aborted the call itself (a timeout)', async () => {
    const controller = new AbortController();
    const { fetch, events } = tracked(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(fetch('/api/config', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(events).toEqual([]);
  });
});
