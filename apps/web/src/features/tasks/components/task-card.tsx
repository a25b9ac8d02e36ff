import Button from 'antd-mobile/es/components/button';
import { type ComponentType, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '../../../components/icon-base';
import { CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import type { Tone } from '../../../components/layout/tone';
import panel from '../../../components/panel.module.css';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { renderText, type Translate } from '../../../lib/i18n/render-text';
import {
  describeMissing,
  describeProgress,
  formatReward,
  type TaskText,
  type TaskTextKey,
  taskAction,
  taskProgressPercent,
} from '../utils/describe-task';
import type { Rank, Task, TaskKey, TaskState } from '../utils/task-types';
import { CrownIcon, FlagIcon, ShieldStarIcon, UserPlusIcon } from './task-icons';
import { TaskStateBadge } from './task-state-badge';
import styles from './tasks.module.css';

const ICONS: Record<TaskKey, ComponentType<IconProps>> = {
  pioneer_target: FlagIcon,
  pioneer_captains: UserPlusIcon,
  captain_reward: ShieldStarIcon,
  ambassador_reward: CrownIcon,
};

const ICON_TONES: Record<TaskState, Tone> = {
  not_met: 'neutral',
  apply: 'accent',
  claimable: 'accent',
  claimed: 'success',
};

/** A time the server sent as the phone shows it (2026-11-22 14:05), or the text as it came. */
export function localMinute(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatLocalDateTime(new Date(ms), 'minute');
}

/**
 * One task of the task centre (SPEC 4): its reward, how far its condition is, its state as a
 * badge and the one action that state allows: Apply (the community form), Claim (after a
 * confirmation), the date it was claimed, or what is still missing.
 */
export function TaskCard({
  task,
  rank,
  onApply,
  onClaim,
}: {
  task: Task;
  rank: Rank;
  onApply: (task: Task) => void;
  onClaim: (task: Task) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const translate = t as unknown as Translate<TaskTextKey>;
  const text = (value: TaskText) => renderText(translate, value);
  const Icon = ICONS[task.key];
  const progress = text(describeProgress(task, rank));
  const percent = taskProgressPercent(task);
  return (
    <Card
      as="article"
      gap={14}
      className={styles.task}
      aria-labelledby={titleId}
      data-testid={`task-${task.key}`}
      data-state={task.state}
    >
      <Row align="start" gap={12}>
        <IconTile size={40} tone={ICON_TONES[task.state]}>
          <Icon size={22} />
        </IconTile>
        <Stack gap={4} grow>
          <h3 id={titleId} className={`${textStyle.title} ${styles.taskTitle}`}>
            {t(`tasks.names.${task.key}`)}
          </h3>
          <p className={`${textStyle.caption} ${styles.taskAbout}`}>{t(`tasks.about.${task.key}`)}</p>
        </Stack>
        <Stack as="p" className={styles.reward}>
          <span className="visually-hidden">{t('tasks.reward')}: </span>
          <span className={styles.rewardValue} data-testid="task-reward">
            +{formatReward(task.reward)}
          </span>
          <span className={styles.rewardUnit}>USDT</span>
        </Stack>
      </Row>
      <Stack gap={6}>
        <span className={textStyle.muted} data-testid="task-progress">
          {progress}
        </span>
        <span
          className={panel.bar}
          role="progressbar"
          aria-label={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={`${panel.barFill} ${styles.fill}`} style={{ width: `${percent}%` }} />
        </span>
      </Stack>
      {task.community && (
        <Stack as="dl" gap={8} className={styles.community} data-testid="task-community">
          <div className={panel.fact}>
            <dt>{t('tasks.community.name')}</dt>
            <dd className={`${styles.communityValue} ${styles.communityName}`}>{task.community.name}</dd>
          </div>
          <div className={panel.fact}>
            <dt>{t('tasks.community.link')}</dt>
            <dd className={styles.communityValue} translate="no">
              <a href={task.community.meetingLink} target="_blank" rel="noreferrer noopener">
                {task.community.meetingLink}
              </a>
            </dd>
          </div>
        </Stack>
      )}
      <Row as="footer" wrap justify="between" className={styles.taskFoot}>
        <TaskStateBadge state={task.state} />
        <TaskFootAction task={task} rank={rank} onApply={onApply} onClaim={onClaim} text={text} />
      </Row>
    </Card>
  );
}

function TaskFootAction({
  task,
  rank,
  onApply,
  onClaim,
  text,
}: {
  task: Task;
  rank: Rank;
  onApply: (task: Task) => void;
  onClaim: (task: Task) => void;
  text: (value: TaskText) => string;
}) {
  const { t } = useTranslation();
  const action = taskAction(task);
  if (action === 'apply') {
    return (
      <Button
        color="primary"
        shape="rounded"
        size="small"
        className={styles.action}
        onClick={() => onApply(task)}
      >
        {t('tasks.actions.apply')}
      </Button>
    );
  }
  if (action === 'claim') {
    return (
      <Row gap={4} className={styles.footActions}>
        {task.needsCommunity && (
          <Button fill="none" size="small" className={styles.editButton} onClick={() => onApply(task)}>
            {t('tasks.community.edit')}
          </Button>
        )}
        <Button
          color="primary"
          shape="rounded"
          size="small"
          className={styles.action}
          onClick={() => onClaim(task)}
        >
          {t('tasks.actions.claim')}
        </Button>
      </Row>
    );
  }
  if (task.state === 'claimed') {
    return (
      <Row
        as="span"
        gap={6}
        className={`${textStyle.caption} ${textStyle.mono} ${styles.claimedOn}`}
        data-testid="task-claimed-at"
      >
        <CheckIcon size={16} />
        {task.claimedAt ? <time dateTime={task.claimedAt}>{localMinute(task.claimedAt)}</time> : null}
      </Row>
    );
  }
  const missing = describeMissing(task, rank);
  return missing ? (
    <span className={`${textStyle.caption} ${styles.missing}`} data-testid="task-missing">
      {text(missing)}
    </span>
  ) : null;
}
