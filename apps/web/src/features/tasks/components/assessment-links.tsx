import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '../../../components/icon-base';
import { NodeIcon } from '../../../components/icons';
import { IconTile } from '../../../components/layout/icon-tile';
import { List, ListRow } from '../../../components/layout/list-row';
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
    <List as="nav" framed className={styles.assessments} aria-label={t('tasks.assessment.label')}>
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
    </List>
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
    <ListRow
      to={to}
      data-testid={testId}
      icon={
        <IconTile size={36}>
          <Icon size={20} />
        </IconTile>
      }
      title={title}
      hint={hint}
    />
  );
}
