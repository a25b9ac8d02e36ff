import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { IconProps } from '../../../components/icon-base';
import { ChevronIcon, NodeIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { CalendarCheckIcon } from './task-icons';
import styles from './tasks.module.css';

/**
 * The ways to SPEC 2's "assessment and full-node assessment", two rows of one card under the
 * hero: the weekly target that keeps the rewards, and the standing in nodes.
 */
export function AssessmentLinks() {
  const { t } = useTranslation();
  return (
    <nav className={styles.assessments} aria-label={t('tasks.assessment.label')}>
      <AssessmentRow
        to={paths.assessment()}
        Icon={CalendarCheckIcon}
        title={t('route.assessment')}
        hint={t('tasks.assessment.hint')}
        testId="task-assessment-link"
      />
      <AssessmentRow
        to={paths.fullNodeAssessment()}
        Icon={NodeIcon}
        title={t('route.fullNodeAssessment')}
        hint={t('tasks.assessment.fullNodeHint')}
        testId="task-full-node-link"
      />
    </nav>
  );
}

function AssessmentRow({
  to,
  Icon,
  title,
  hint,
  testId,
}: {
  to: string;
  Icon: ComponentType<IconProps>;
  title: string;
  hint: string;
  testId: string;
}) {
  return (
    <Link to={to} className={styles.assessment} data-testid={testId}>
      <span className={styles.cardIcon}>
        <Icon size={20} />
      </span>
      <span className={styles.assessmentText}>
        <span className={styles.assessmentTitle}>{title}</span>
        <span className={styles.assessmentHint}>{hint}</span>
      </span>
      <ChevronIcon size={16} className={`flip-in-rtl ${styles.chevron}`} />
    </Link>
  );
}
