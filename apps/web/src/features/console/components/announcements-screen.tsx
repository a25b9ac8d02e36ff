import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { showToast } from '../../../lib/toast';
import { usePublishAnnouncement } from '../api/publish-announcement';
import { describeConsoleError } from '../utils/describe-console-error';
import { AnnouncementList } from './announcement-list';
import styles from './console.module.css';
import { ConsoleDialog } from './console-dialog';

/** The server's limits (packages/shared/src/api/announcements.ts announcementBodySchema). */
const TITLE_MAX = 120;
const BODY_MAX = 10_000;

/** Publish an announcement (title, body, banner or not; a preview to confirm), and the published ones with their banner mark. */
export function AnnouncementsScreen() {
  const formId = useId();
  const publish = usePublishAnnouncement();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [banner, setBanner] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const valid = title.trim() !== '' && body.trim() !== '';
  const review = (event: FormEvent) => {
    event.preventDefault();
    if (valid) setConfirming(true);
  };
  const confirm = () =>
    publish.mutate(
      { title, body, banner },
      {
        onSuccess: () => {
          setConfirming(false);
          setTitle('');
          setBody('');
          setBanner(false);
          showToast('Announcement published');
        },
        onError: (error) => showToast(describeConsoleError(error)),
      },
    );
  return (
    <Stack as="section" gap={16} aria-labelledby="announcements-title">
      <h1 id="announcements-title" className={styles.title}>
        Announcements
      </h1>
      <Card as="form" className={styles.narrow} onSubmit={review} noValidate>
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-title`}>
          Title
          <Input
            id={`${formId}-title`}
            className={styles.input}
            value={title}
            onChange={setTitle}
            maxLength={TITLE_MAX}
            autoComplete="off"
          />
        </Stack>
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-body`}>
          Body
          <textarea
            id={`${formId}-body`}
            className={styles.textarea}
            rows={8}
            value={body}
            maxLength={BODY_MAX}
            onChange={(event) => setBody(event.target.value)}
          />
        </Stack>
        <span className={styles.counter}>
          {body.length}/{BODY_MAX}
        </span>
        <Row as="label" gap={8} className={styles.check}>
          <input
            type="checkbox"
            checked={banner}
            onChange={(event) => setBanner(event.target.checked)}
            data-testid="announcement-banner"
          />
          Also show it in the home banner
        </Row>
        <p className={styles.hint}>
          Every user sees it in the announcement list, in the language it is written in.
        </p>
        <Row wrap gap={8}>
          <Button type="submit" color="primary" disabled={!valid || publish.isPending}>
            Publish
          </Button>
        </Row>
      </Card>
      <AnnouncementList />
      {confirming && (
        <ConsoleDialog
          open
          title="Publish this announcement?"
          confirmText="Publish"
          busy={publish.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <h3 className={textStyle.heading}>{title.trim()}</h3>
          <p className={styles.preview}>{body.trim()}</p>
          {banner && <p className={styles.hint}>It also shows in the home banner.</p>}
        </ConsoleDialog>
      )}
    </Stack>
  );
}
