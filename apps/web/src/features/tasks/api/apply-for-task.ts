import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { CommunityInput, TaskCentre, TaskKey } from '../utils/task-types';
import { taskCentreMutationOptions } from './task-centre-mutation';

export type ApplyForTaskInput = { key: TaskKey; community: CommunityInput };

/**
 * POST /api/tasks/:key/apply { communityName, meetingLink }: the community application a captain
 * or ambassador sends before claiming (SPEC 5). 40037 below the rank, 40931 once claimed.
 */
export function applyForTask({ key, community }: ApplyForTaskInput): Promise<TaskCentre> {
  return api.call(routes.tasks.apply, { params: { key }, body: community });
}

export function useApplyForTask(address: string) {
  const client = useQueryClient();
  return useMutation(taskCentreMutationOptions(client, address, applyForTask));
}
