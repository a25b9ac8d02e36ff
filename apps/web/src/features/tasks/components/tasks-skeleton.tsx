import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';

/** The task centre while it loads: the rank card, the assessment links and two task cards. */
export function TasksSkeleton() {
  const { t } = useTranslation();
  return (
    <Page role="status" aria-busy="true" data-testid="tasks-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={230} radius="lg" />
      <SkeletonBlock height={128} />
      <Skeleton.Title animated />
      <SkeletonBlock height={170} />
      <SkeletonBlock height={170} />
    </Page>
  );
}
