import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { TaskCentre } from '../utils/task-types';
import { taskCentreMutationOptions } from './task-centre-mutation';

/**
 * POST /api/tasks/gifts { address }: a pioneer's gift to one direct referral, paid by the
 * platform (SPEC 6 and 9). 40043 before the target, 40045 not a direct referral, 40932 all
 * gifts given, 40933 this friend has one already.
 */
export function giftFriend(friend: string): Promise<TaskCentre> {
  return api.request<TaskCentre>('/api/tasks/gifts', { method: 'POST', data: { address: friend } });
}

export function useGiftFriend(address: string) {
  const client = useQueryClient();
  return useMutation(taskCentreMutationOptions(client, address, giftFriend));
}
