import { EXRIGHTS_MAX_EVENTS } from '@woohoo/shared/constants';
import { ERRORS } from '@woohoo/shared/error-codes';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { type ExrightsEventInput, useAddExrightsEvent } from '../api/add-exrights-event';
import { parseDateTimeLocal } from '../utils/datetime-local';
import { describeConsoleError } from '../utils/describe-console-error';
import { formatConsoleInstant } from '../utils/format-console-time';
import styles from './console.module.css';
import { ConsoleDialog, DialogSummary } from './console-dialog';

/** The server's limits (packages/shared/src/api/exrights.ts exrightsEventBodySchema). */
const TITLE_MAX = 120;
const DETAIL_MAX = 500;

/** 40923 means every event SPEC 9 allows is recorded; anything else with its code. */
export function describeExrightsEventError(error: unknown): string {
  if (isApiError(error) && error.code === ERRORS.exrightsFull.code) {
    return `All ${EXRIGHTS_MAX_EVENTS} ex-rights events are recorded (${error.code})`;
  }
  return describeConsoleError(error);
}

/** An event as the confirmation and the saved card show it. */
function eventRows(input: ExrightsEventInput) {
  return [
    { label: 'Happened at', value: formatConsoleInstant(new Date(input.happenedAt)) },
    { label: 'Title', value: input.title.trim() },
    { label: 'Detail', value: input.detail.trim() || '—' },
  ];
}

/**
 * "Record the next ex-rights event" (SPEC 9): when it happened (the operator's local time, sent
 * as an instant), a title of 1..120 characters and an optional detail of up to 500; sent after a
 * confirmation. The server numbers the events and refuses a sixth.
 */
export function ExrightsEventForm() {
  const formId = useId();
  const record = useAddExrightsEvent();
  const [happenedAtLocal, setHappenedAtLocal] = useState('');
  const [title, setTitle] = useState('');
  const [detail, setDetail] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const happenedAt = parseDateTimeLocal(happenedAtLocal);
  const titleOk = title.trim() !== '';
  const input = happenedAt && titleOk ? { happenedAt: happenedAt.toISOString(), title, detail } : null;
  const review = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (input) setConfirming(true);
  };
  const confirm = () => {
    if (!input) return;
    record.mutate(input, {
      onSuccess: () => {
        setConfirming(false);
        setHappenedAtLocal('');
        setTitle('');
        setDetail('');
        setTried(false);
        showToast('Ex-rights event recorded');
      },
      onError: (error) => {
        setConfirming(false);
        showToast(describeExrightsEventError(error));
      },
    });
  };
  return (
    <>
      <Card as="form" className={styles.narrow} onSubmit={review} noValidate>
        <h2 className={textStyle.heading}>Record the next ex-rights event</h2>
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-at`}>
          Happened at (your local time)
          <input
            id={`${formId}-at`}
            className={styles.input}
            type="datetime-local"
            value={happenedAtLocal}
            onChange={(event) => setHappenedAtLocal(event.target.value)}
            data-testid="exrights-event-at"
          />
        </Stack>
        {happenedAt && <p className={styles.hint}>{formatConsoleInstant(happenedAt)}</p>}
        {tried && !happenedAt && <p className={styles.problem}>Pick the date and time of the event</p>}
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-title`}>
          Title
          <Input
            id={`${formId}-title`}
            className={styles.input}
            value={title}
            onChange={setTitle}
            maxLength={TITLE_MAX}
            autoComplete="off"
            data-testid="exrights-event-title"
          />
        </Stack>
        <span className={styles.counter} aria-live="polite">
          {title.length}/{TITLE_MAX}
        </span>
        {tried && !titleOk && <p className={styles.problem}>Enter a title</p>}
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-detail`}>
          Detail (optional)
          <textarea
            id={`${formId}-detail`}
            className={styles.textarea}
            value={detail}
            maxLength={DETAIL_MAX}
            onChange={(event) => setDetail(event.target.value)}
            data-testid="exrights-event-detail"
          />
        </Stack>
        <span className={styles.counter} aria-live="polite">
          {detail.length}/{DETAIL_MAX}
        </span>
        <p className={styles.hint}>
          Events are numbered in the order they are recorded, at most {EXRIGHTS_MAX_EVENTS}; a recorded event
          cannot be changed or removed.
        </p>
        <Row wrap gap={8}>
          <Button
            type="submit"
            color="primary"
            disabled={record.isPending}
            data-testid="exrights-event-review"
          >
            Review
          </Button>
        </Row>
      </Card>
      {record.isError && (
        <p className={styles.warning} role="alert" data-testid="exrights-event-error">
          {describeExrightsEventError(record.error)}
        </p>
      )}
      {record.isSuccess && (
        <Card
          as="section"
          className={styles.narrow}
          aria-label="Event recorded"
          data-testid="exrights-event-saved"
        >
          <h2 className={textStyle.heading}>Ex-rights event recorded</h2>
          <DialogSummary rows={eventRows(record.variables)} />
        </Card>
      )}
      {confirming && input && (
        <ConsoleDialog
          open
          title="Record this ex-rights event?"
          confirmText="Record event"
          busy={record.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <DialogSummary rows={eventRows(input)} />
          <p className={styles.hint}>
            Users see it on the ex-rights screen; it cannot be changed afterwards.
          </p>
        </ConsoleDialog>
      )}
    </>
  );
}
