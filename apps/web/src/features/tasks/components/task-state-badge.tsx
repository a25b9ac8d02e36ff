import { useTranslation } from 'react-i18next';
import type { TaskState } from '../utils/task-types';
import styles from './tasks.module.css';

/** A task's SPEC 4 state as a coloured pill: Not met, Application needed, Claimable, Claimed. */
export function TaskStateBadge({ state }: { state: TaskState }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-state={state} data-testid="task-state">
      {t(`tasks.states.${state}`)}
    </span>
  );
}
