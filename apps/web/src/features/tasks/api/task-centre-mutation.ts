import type { QueryClient } from '@tanstack/react-query';
import { invalidateMoneyQueries } from '../../../lib/money/invalidate-money-queries';
import type { TaskCentre } from '../utils/task-types';
import { taskCentreQueryOptions } from './get-task-centre';

/**
 * What every write of the task centre does with its answer: each one answers the whole centre,
 * which replaces the cached one, so the page shows the new states without a second call. A
 * claim moved money, so balances and histories are stale too. After a refusal (toasted by the
 * request layer: claimed already, target not met, ...) the cached centre may be out of date, so
 * it is fetched again in the background; the page keeps showing what it had meanwhile.
 */
export function taskCentreMutationOptions<V>(
  client: QueryClient,
  address: string,
  call: (variables: V) => Promise<TaskCentre>,
  options: { movesMoney?: boolean } = {},
) {
  return {
    mutationFn: call,
    onSuccess: async (centre: TaskCentre) => {
      client.setQueryData(taskCentreQueryOptions(address).queryKey, centre);
      if (options.movesMoney) await invalidateMoneyQueries(client);
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: taskCentreQueryOptions(address).queryKey });
    },
  };
}
