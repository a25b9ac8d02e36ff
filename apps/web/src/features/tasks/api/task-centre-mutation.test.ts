import { MutationObserver, QueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { makeTaskCentre, makeTasks } from '../../../testing/task-factories';
import type { TaskCentre } from '../utils/task-types';
import { taskCentreMutationOptions } from './task-centre-mutation';

vi.mock('../../../lib/api', () => ({ api: { request: vi.fn() } }));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const before = makeTaskCentre({
    rank: 'pioneer',
    tasks: makeTasks({ pioneer_target: { state: 'claimable', progress: { current: 1, target: 1 } } }),
  });
  client.setQueryData(endpointKey(routes.tasks.centre, ADDRESS), before);
  client.setQueryData(endpointKey(routes.assets.balances, ADDRESS), 'balances');
  return { client, before };
}

describe('taskCentreMutationOptions', () => {
  it("puts the server's answer in place of the cached centre, and after a claim marks balances stale", async () => {
    const { client } = setup();
    const after = makeTaskCentre({
      rank: 'pioneer',
      tasks: makeTasks({ pioneer_target: { state: 'claimed', claimedAt: '2026-11-22T06:05:00.000Z' } }),
    });
    const call = vi.fn(async (_key: string) => after);
    const observer = new MutationObserver(
      client,
      taskCentreMutationOptions(client, ADDRESS, call, { movesMoney: true }),
    );
    await observer.mutate('pioneer_target');
    expect(call.mock.calls[0]?.[0]).toBe('pioneer_target');
    expect(client.getQueryData<TaskCentre>(endpointKey(routes.tasks.centre, ADDRESS))).toEqual(after);
    expect(client.getQueryState(endpointKey(routes.assets.balances, ADDRESS))?.isInvalidated).toBe(true);
  });

  it('keeps the page usable after a refusal: the centre stays and is fetched again', async () => {
    const { client, before } = setup();
    const refused = new ApiError({ code: 40931, msg: 'Already claimed', status: 409 });
    const observer = new MutationObserver(
      client,
      taskCentreMutationOptions(client, ADDRESS, async () => Promise.reject(refused), { movesMoney: true }),
    );
    await expect(observer.mutate('pioneer_target')).rejects.toBe(refused);
    expect(client.getQueryData(endpointKey(routes.tasks.centre, ADDRESS))).toBe(before);
    expect(client.getQueryState(endpointKey(routes.tasks.centre, ADDRESS))?.isInvalidated).toBe(true);
    expect(client.getQueryState(endpointKey(routes.assets.balances, ADDRESS))?.isInvalidated).toBe(false);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPending: false });
  });
});
