import { useQuery } from '@tanstack/react-query';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useQueryValues } from '../../../hooks/use-query-values';
import { ApiError } from '../../../lib/api-error';
import { formatRecordTime } from '../../../lib/format/format-record-time';
import { announcementQueryOptions } from '../api/announcements-api';
import styles from './announcements.module.css';

/** /pages/index/Announcementdetails?value1=<id> (SPEC 2): one announcement in full. */
export function AnnouncementDetailsPage() {
  const { t } = useTranslation();
  const { value1: id = '' } = useQueryValues();
  const query = useQuery({ ...announcementQueryOptions(id), enabled: /^[1-9]\d{0,17}$/.test(id) });
  const now = useNow();
  const missing =
    !/^[1-9]\d{0,17}$/.test(id) || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) {
    return (
      <Page>
        <ErrorBlock
          status="empty"
          title={t('announcements.notFound')}
          description={t('announcements.notFoundHint')}
        >
          <Link to={paths.announcements()} className={styles.back}>
            {t('announcements.all')}
          </Link>
        </ErrorBlock>
      </Page>
    );
  }
  if (query.isPending) {
    return (
      <Page>
        <Skeleton.Paragraph animated lineCount={8} />
      </Page>
    );
  }
  if (!query.data) return <LoadError onRetry={() => void query.refetch()} />;
  const announcement = query.data;
  return (
    <Page as="article" data-testid="announcement-details">
      <Stack as="header" gap={6}>
        <h2 className={styles.title} dir="auto">
          {announcement.title}
        </h2>
        <time className={`${textStyle.caption} ${styles.time}`} dateTime={announcement.publishedAt}>
          {formatRecordTime(announcement.publishedAt, now, t('records.justNow'))}
        </time>
      </Stack>
      <Card className={styles.body} dir="auto">
        {announcement.body}
      </Card>
    </Page>
  );
}
