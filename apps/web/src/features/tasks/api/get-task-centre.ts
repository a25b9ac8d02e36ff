import { queryOptions, useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { TaskCentre } from '../utils/task-types';
import { taskQueryKeys } from './task-query-keys';

/** GET /api/tasks: the caller's rank, tasks, perks, gifts and mentorships with their states. */
export function getTaskCentre(overlay: boolean): Promise<TaskCentre> {
  return api.call(routes.tasks.centre, {}, { overlay });
}

export function taskCentreQueryOptions(address: string) {
  return queryOptions({
    queryKey: taskQueryKeys.centre(address),
    queryFn: (context) => getTaskCentre(overlayForFetch(context)),
  });
}

export function useTaskCentre(address: string) {
  return useQuery(taskCentreQueryOptions(address));
}
