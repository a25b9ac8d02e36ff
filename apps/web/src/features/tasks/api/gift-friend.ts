import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import type { TaskCentre } from '../utils/task-types';
import { taskCentreMutationOptions } from './task-centre-mutation';

/**
 * POST /api/tasks/gifts { address }: a pioneer's gift to one direct referral, paid by the
 * platform (SPEC 6 and 9). 40043 before the target, 40045 not a direct referral, 40932 all
 * gifts given, 40933 this friend has one already.
 */
export function giftFriend(friend: string): Promise<TaskCentre> {
  return api.call(routes.tasks.giftFriend, { body: { address: friend } });
}

export function useGiftFriend(address: string) {
  const client = useQueryClient();
  return useMutation(taskCentreMutationOptions(client, address, giftFriend));
}
