import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';

/** A reward page while its data loads: the hero and two cards. */
export function RewardsSkeleton() {
  const { t } = useTranslation();
  return (
    <Page role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={150} radius="lg" />
      <SkeletonBlock height={180} />
      <SkeletonBlock height={180} />
    </Page>
  );
}
