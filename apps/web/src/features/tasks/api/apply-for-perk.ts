import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { PerkKey, TaskCentre } from '../utils/task-types';
import { taskCentreMutationOptions } from './task-centre-mutation';

/** POST /api/tasks/perks/:key/apply: a captain's or ambassador's perk, granted at once (40037 below captain). */
export function applyForPerk(key: PerkKey): Promise<TaskCentre> {
  return api.call(routes.tasks.applyForPerk, { params: { key } });
}

export function useApplyForPerk(address: string) {
  const client = useQueryClient();
  return useMutation(taskCentreMutationOptions(client, address, applyForPerk));
}
