import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/layout/status-badge';
import type { Tone } from '../../../components/layout/tone';
import type { TaskState } from '../utils/task-types';

const TONES: Record<TaskState, Tone> = {
  not_met: 'neutral',
  apply: 'info',
  claimable: 'accent',
  claimed: 'success',
};

/** A task's SPEC 4 state as a coloured pill: Not met, Application needed, Claimable, Claimed. */
export function TaskStateBadge({ state }: { state: TaskState }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[state]} data-state={state} data-testid="task-state">
      {t(`tasks.states.${state}`)}
    </StatusBadge>
  );
}
