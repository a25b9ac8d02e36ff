import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged } from '../lib/money/money-types';
import { flattenPages } from '../lib/money/next-page-param';
import styles from './infinite-list.module.css';
import { Card } from './layout/card';
import { EmptyState } from './layout/empty-state';
import { SkeletonBlock } from './layout/skeleton-block';
import { Stack } from './layout/stack';
import { InboxIcon } from './money-icons';

/**
 * A paginated list: skeleton rows on the first load, a real empty state, pull to refresh, and
 * the next page loaded when the end scrolls into view (antd-mobile InfiniteScroll driven by a
 * react-query infinite query). The footer is ours: antd-mobile's retry is a link without a
 * keyboard path, ours is a button.
 */
export function InfiniteList<T>({
  query,
  label,
  getKey,
  renderItem,
  emptyTitle,
  emptyHint,
  emptyAction,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  emptyTitle: string;
  emptyHint: string;
  /** What the empty state offers to do about it, e.g. an Invite button. */
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const items = flattenPages(query.data?.pages);

  async function loadMore() {
    await query.fetchNextPage({ throwOnError: true });
  }

  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t('records.pull.pulling')}
      canReleaseText={t('records.pull.canRelease')}
      refreshingText={t('records.pull.refreshing')}
      completeText={t('records.pull.complete')}
    >
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && items.length === 0 ? (
        <EmptyState className={styles.empty} role="alert" title={t('records.loadFailed')}>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState
          className={styles.empty}
          icon={<InboxIcon size={28} />}
          title={emptyTitle}
          hint={emptyHint}
        >
          {emptyAction}
        </EmptyState>
      ) : (
        <>
          <Stack as="ul" gap={10} aria-label={label}>
            {items.map((item) => (
              <li key={getKey(item)}>{renderItem(item)}</li>
            ))}
          </Stack>
          <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
            {(hasMore, failed, retry) => (
              <div className={styles.footer} aria-live="polite">
                {!hasMore ? (
                  t('records.noMore')
                ) : failed ? (
                  <>
                    <span>{t('records.loadMoreFailed')}</span>
                    <button type="button" className={styles.retry} onClick={retry}>
                      {t('common.retry')}
                    </button>
                  </>
                ) : (
                  <>
                    <span>{t('records.loadingMore')}</span>
                    <DotLoading color="currentColor" />
                  </>
                )}
              </div>
            )}
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={10} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {[0, 1, 2, 3].map((n) => (
        <Card key={n} gap={10} className={styles.skeletonRow}>
          <SkeletonBlock height={20} width="70%" radius={6} />
          <SkeletonBlock height={14} width="45%" radius={6} />
        </Card>
      ))}
    </Stack>
  );
}
