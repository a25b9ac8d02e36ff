import type { AnnouncementSummary } from '@woohoo/shared/api/announcements';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Card } from '../../../components/layout/card';
import textStyle from '../../../components/layout/text.module.css';
import { showToast } from '../../../lib/toast';
import { ANNOUNCEMENTS_PAGE_SIZE, useAnnouncements } from '../api/get-announcements';
import { useSetAnnouncementBanner } from '../api/set-announcement-banner';
import { describeConsoleError } from '../utils/describe-console-error';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';
import { ConsolePager } from './console-pager';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';

/** Published announcements, newest first and paged, each with "Show in home banner" or "Remove from banner". */
export function AnnouncementList() {
  const [page, setPage] = useState(1);
  const query = useAnnouncements(page);
  const setBanner = useSetAnnouncementBanner();
  const toggle = (announcement: AnnouncementSummary) =>
    setBanner.mutate(
      { id: announcement.id, banner: !announcement.banner },
      {
        onSuccess: (result) =>
          showToast(
            result.banner
              ? `"${result.title}" marked for the banner`
              : `"${result.title}" removed from the banner`,
          ),
        onError: (error) => showToast(describeConsoleError(error)),
      },
    );
  return (
    <Card as="section" aria-labelledby="announcement-list-title">
      <h2 id="announcement-list-title" className={textStyle.heading}>
        Published
      </h2>
      <p className={styles.hint}>
        The home banner shows the newest announcement marked as a banner, else the newest.
      </p>
      {query.isPending ? (
        <ConsoleSkeleton rows={3} />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ConsoleEmpty text="No announcements published yet" />
      ) : (
        <AnnouncementTable
          items={query.data.items}
          busyId={setBanner.isPending ? setBanner.variables?.id : undefined}
          onToggle={toggle}
        />
      )}
      {query.data && (
        <ConsolePager
          label="Announcements"
          page={page}
          total={query.data.total}
          size={ANNOUNCEMENTS_PAGE_SIZE}
          busy={query.isFetching}
          onChange={setPage}
        />
      )}
    </Card>
  );
}

function AnnouncementTable({
  items,
  busyId,
  onToggle,
}: {
  items: readonly AnnouncementSummary[];
  /** The announcement whose banner mark is being changed; every toggle waits for it. */
  busyId: string | undefined;
  onToggle: (announcement: AnnouncementSummary) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Announcement</th>
            <th scope="col">Published</th>
            <th scope="col">Banner</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((a) => (
            <tr key={a.id} data-testid={`announcement-row-${a.id}`}>
              <td data-label="Announcement">
                {a.title}
                <div className={textStyle.muted}>{a.excerpt}</div>
              </td>
              <td data-label="Published" className={styles.mono}>
                {formatConsoleTime(a.publishedAt)}
              </td>
              <td data-label="Banner">
                {a.banner ? (
                  <span className={styles.tag} data-state="banner">
                    banner
                  </span>
                ) : (
                  <span className={textStyle.muted}>—</span>
                )}
              </td>
              <td data-label="Actions">
                <Button
                  size="small"
                  fill="outline"
                  color={a.banner ? 'default' : 'primary'}
                  loading={busyId === a.id}
                  disabled={busyId !== undefined}
                  onClick={() => onToggle(a)}
                  aria-label={`${a.banner ? 'Remove from banner' : 'Show in home banner'}: ${a.title}`}
                  data-testid={`banner-toggle-${a.id}`}
                >
                  {a.banner ? 'Remove from banner' : 'Show in home banner'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
