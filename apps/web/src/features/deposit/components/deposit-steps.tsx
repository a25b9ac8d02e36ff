import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { type DepositProgress, depositSteps } from '../utils/deposit-progress';
import styles from './deposit-page.module.css';

/** Approve -> Deposit -> Crediting, with the current step marked for screen readers too. */
export function DepositSteps({ progress }: { progress: DepositProgress }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('deposit.steps.label')}>
      {depositSteps(progress).map((step, index) => (
        <li
          key={step.key}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'active' ? 'step' : undefined}
        >
          <span className={styles.stepDot} aria-hidden="true">
            {step.state === 'done' || step.state === 'skipped' ? <CheckIcon size={16} /> : index + 1}
          </span>
          <span className={styles.stepLabel}>{t(`deposit.steps.${step.key}`)}</span>
          <span className="visually-hidden">{t(`deposit.steps.${step.state}`)}</span>
        </li>
      ))}
    </ol>
  );
}
