import { COMMUNITY_NAME_MAX, MEETING_LINK_MAX } from '@woohoo/shared/tasks/task-rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import sheet from '../../../components/layout/sheet.module.css';
import { SheetTitle } from '../../../components/layout/sheet-title';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { modalDialogProps, useDialogFocus } from '../../../hooks/use-dialog-focus';
import { showToast } from '../../../lib/toast';
import { useApplyForTask } from '../api/apply-for-task';
import { type CommunityField, type CommunityProblems, checkCommunity } from '../utils/check-community';
import type { CommunityInput, Task } from '../utils/task-types';
import styles from './tasks.module.css';

/**
 * The community application of a captain or ambassador reward (SPEC 5: "community name and
 * meeting link are required for a captain or ambassador claim"), in a bottom sheet. Each field
 * says what is wrong under it once touched or on Submit; nothing is sent until both are right.
 * The server's answer moves the task to "claimable".
 */
export function CommunitySheet({
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
  const titleId = useId();
  const apply = useApplyForTask(address);
  const close = () => {
    if (!apply.isPending) onClose();
  };
  const dialogRef = useDialogFocus(open, close);
  return (
    <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName={sheet.sheet} destroyOnClose>
      {task && (
        <CommunityForm
          key={task.key}
          task={task}
          titleId={titleId}
          dialogRef={dialogRef}
          busy={apply.isPending}
          onCancel={close}
          onSubmit={(community) =>
            apply.mutate(
              { key: task.key, community },
              {
                onSuccess: () => {
                  showToast(t('tasks.community.submitted'));
                  onClose();
                },
              },
            )
          }
        />
      )}
    </Popup>
  );
}

function CommunityForm({
  task,
  titleId,
  dialogRef,
  busy,
  onSubmit,
  onCancel,
}: {
  task: Task;
  titleId: string;
  dialogRef: (node: HTMLElement | null) => void;
  busy: boolean;
  onSubmit: (community: CommunityInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CommunityInput>({
    communityName: task.community?.name ?? '',
    meetingLink: task.community?.meetingLink ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<CommunityField, boolean>>>({});
  const [tried, setTried] = useState(false);
  const { body, problems } = checkCommunity(values);
  const shown: CommunityProblems = {
    communityName: tried || touched.communityName ? problems.communityName : undefined,
    meetingLink: tried || touched.meetingLink ? problems.meetingLink : undefined,
  };

  function submit() {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    onSubmit(body);
  }

  return (
    <form
      {...modalDialogProps(dialogRef, { labelledBy: titleId })}
      className={sheet.body}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SheetTitle id={titleId}>{t('tasks.community.title')}</SheetTitle>
      <p className={styles.sheetIntro}>
        {t('tasks.community.intro', { task: t(`tasks.names.${task.key}`) })}
      </p>
      <CommunityFields
        values={values}
        problems={shown}
        onChange={(field, value) => setValues({ ...values, [field]: value })}
        onBlur={(field) => setTouched({ ...touched, [field]: true })}
      />
      <div className={sheet.actions}>
        <Button type="submit" color="primary" block shape="rounded" size="large" loading={busy}>
          {t('tasks.community.submit')}
        </Button>
        <Button block shape="rounded" size="large" fill="none" disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

const ERROR_KEYS = {
  communityName: {
    required: 'tasks.community.errors.nameRequired',
    tooLong: 'tasks.community.errors.nameTooLong',
  },
  meetingLink: {
    required: 'tasks.community.errors.linkRequired',
    tooLong: 'tasks.community.errors.linkTooLong',
    https: 'tasks.community.errors.linkHttps',
  },
} as const;

type ErrorKey =
  | (typeof ERROR_KEYS.communityName)[keyof typeof ERROR_KEYS.communityName]
  | (typeof ERROR_KEYS.meetingLink)[keyof typeof ERROR_KEYS.meetingLink];

function errorKey(field: CommunityField, problem: string): ErrorKey {
  const keys: Record<string, ErrorKey> = ERROR_KEYS[field];
  return keys[problem] ?? ERROR_KEYS[field].required;
}

/** The two fields with their labels, limits and messages; `problems` holds the messages to show. */
export function CommunityFields({
  values,
  problems,
  onChange,
  onBlur,
}: {
  values: CommunityInput;
  problems: CommunityProblems;
  onChange: (field: CommunityField, value: string) => void;
  onBlur: (field: CommunityField) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const fields = [
    { field: 'communityName', max: COMMUNITY_NAME_MAX, type: 'text', autoComplete: 'organization' },
    { field: 'meetingLink', max: MEETING_LINK_MAX, type: 'url', autoComplete: 'url' },
  ] as const;
  return (
    <Stack gap={14}>
      {fields.map(({ field, max, type, autoComplete }) => {
        const inputId = `${formId}-${field}`;
        const hintId = `${inputId}-hint`;
        const problem = problems[field];
        return (
          <Stack gap={6} key={field}>
            <label htmlFor={inputId} className={textStyle.label}>
              {t(`tasks.community.fields.${field}`)}
            </label>
            <Input
              id={inputId}
              className={styles.input}
              data-invalid={problem ? 'true' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={hintId}
              value={values[field]}
              placeholder={t(`tasks.community.placeholders.${field}`)}
              type={type}
              autoComplete={autoComplete}
              maxLength={max}
              onChange={(value) => onChange(field, value)}
              onBlur={() => onBlur(field)}
            />
            {problem ? (
              <p
                id={hintId}
                className={styles.fieldError}
                role="alert"
                data-testid={`community-error-${field}`}
              >
                {t(errorKey(field, problem), { max })}
              </p>
            ) : (
              <p id={hintId} className={`${textStyle.fine} ${styles.fieldHint}`}>
                {t(`tasks.community.hints.${field}`)}
              </p>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
