import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnnouncementSummary } from '@woohoo/shared/api/announcements';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfiniteList } from '../../../components/infinite-list';
import cardStyle from '../../../components/layout/card.module.css';
import { Page } from '../../../components/layout/page';
import textStyle from '../../../components/layout/text.module.css';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { formatRelativeTime } from '../../../lib/format/format-relative-time';
import { announcementsInfiniteQueryOptions } from '../api/announcements-api';
import styles from './announcements.module.css';

/** /pages/index/announcement (SPEC 2): the operator's announcements, newest first. */
export function AnnouncementListPage() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(announcementsInfiniteQueryOptions());
  const now = useNow();
  const render = (item: AnnouncementSummary) => (
    <Link
      to={paths.announcementDetails(item.id)}
      className={`${cardStyle.card} ${styles.item}`}
      data-gap={6}
      data-testid="announcement-item"
    >
      <span className={`${textStyle.title} ${styles.itemTitle}`} dir="auto">
        {item.title}
      </span>
      <span className={`${textStyle.note} ${styles.excerpt}`} dir="auto">
        {item.excerpt}
      </span>
      <time className={`${textStyle.caption} ${styles.time}`} dateTime={item.publishedAt}>
        {formatRelativeTime(item.publishedAt, now, { justNow: t('time.justNow') })}
      </time>
    </Link>
  );
  return (
    <Page>
      <InfiniteList
        query={query}
        label={t('announcements.listLabel')}
        getKey={(item) => item.id}
        renderItem={render}
        emptyTitle={t('announcements.empty')}
        emptyHint={t('announcements.emptyHint')}
      />
    </Page>
  );
}
