import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/tasks: the caller's rank, tasks, perks, gifts and mentorships with their states. */
export function taskCentreQueryOptions(address: string) {
  return endpointQuery(routes.tasks.centre, address);
}

export function useTaskCentre(address: string) {
  return useQuery(taskCentreQueryOptions(address));
}
