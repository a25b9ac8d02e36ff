import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { TaskCentre, TaskKey } from '../utils/task-types';
import { taskCentreMutationOptions } from './task-centre-mutation';

/**
 * POST /api/tasks/:key/claim: pays a met task's reward into available USDT, once. 40043 before
 * the target, 40044 before the community application, 40931 once claimed.
 */
export function claimTask(key: TaskKey): Promise<TaskCentre> {
  return api.call(routes.tasks.claim, { params: { key } });
}

export function useClaimTask(address: string) {
  const client = useQueryClient();
  return useMutation(taskCentreMutationOptions(client, address, claimTask, { movesMoney: true }));
}
