import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { TaskCentre } from '../utils/task-types';
import { taskCentreMutationOptions } from './task-centre-mutation';

/**
 * POST /api/tasks/mentorships { address }: an ambassador activates the mentorship of a leveled
 * direct referral (SPEC 4 "activated or not activated"). 40037 below ambassador, 40045 not a
 * direct referral, 40043 the referral holds no level yet.
 */
export function activateMentorship(mentee: string): Promise<TaskCentre> {
  return api.call(routes.tasks.activateMentorship, { body: { address: mentee } });
}

export function useActivateMentorship(address: string) {
  const client = useQueryClient();
  return useMutation(taskCentreMutationOptions(client, address, activateMentorship));
}
