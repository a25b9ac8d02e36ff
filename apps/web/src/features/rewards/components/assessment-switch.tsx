import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import styles from './assessment-switch.module.css';

export type AssessmentView = 'weekly' | 'fullNode';

const VIEWS: readonly { view: AssessmentView; to: string }[] = [
  { view: 'weekly', to: paths.assessment() },
  { view: 'fullNode', to: paths.fullNodeAssessment() },
];

/**
 * "Weekly / Full node" at the top of both assessment pages (SPEC 2 "assessment and full-node
 * assessment"): two links shown as a segmented switch. A switch replaces the history entry, so
 * back leaves the assessment rather than flipping between its two views.
 */
export function AssessmentSwitch({ current }: { current: AssessmentView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <nav
        className={styles.switch}
        aria-label={t('rewards.assessmentSwitch.label')}
        data-testid="assessment-switch"
      >
        {VIEWS.map(({ view, to }) => (
          <Link
            key={view}
            to={to}
            replace
            className={styles.option}
            aria-current={view === current ? 'page' : undefined}
            data-testid={`assessment-switch-${view}`}
          >
            {t(`rewards.assessmentSwitch.${view}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
