import { useTranslation } from 'react-i18next';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import { showToast } from '../../../lib/toast';
import { useClaimTask } from '../api/claim-task';
import { formatReward } from '../utils/describe-task';
import type { Task } from '../utils/task-types';

/**
 * The confirmation before a reward is paid (SPEC 8 "claim" toast): the task, where the money
 * goes and the amount; Confirm claims it. Closes after the answer either way: a refusal has been
 * toasted by the request layer and the page refetches the states.
 */
export function ClaimSheet({
  address,
  task,
  open,
  onClose,
}: {
  address: string;
  task: Task | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const claim = useClaimTask(address);
  const amount = task ? `+${formatReward(task.reward)} USDT` : '';
  return (
    <ConfirmSheet
      open={open}
      title={t('tasks.claim.title')}
      rows={
        task
          ? [
              { key: 'task', label: t('tasks.claim.task'), value: t(`tasks.names.${task.key}`) },
              { key: 'to', label: t('tasks.claim.to'), value: t('tasks.claim.toValue') },
              {
                key: 'amount',
                label: t('tasks.claim.amount'),
                value: amount,
                emphasis: true,
                mono: true,
                testId: 'task-claim-amount',
              },
            ]
          : []
      }
      busy={claim.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!task) return;
        claim.mutate(task.key, {
          onSuccess: () => {
            showToast(t('tasks.claim.done', { amount }));
            onClose();
          },
          onError: onClose,
        });
      }}
    />
  );
}
