import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';

/** The team tab while its summary loads: the level card, the shortcuts and a figures card. */
export function TeamSkeleton() {
  const { t } = useTranslation();
  return (
    <Page role="status" aria-busy="true" data-testid="team-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={190} radius="lg" />
      <SkeletonBlock height={48} radius="pill" />
      <SkeletonBlock height={88} radius={14} />
      <SkeletonBlock height={150} />
    </Page>
  );
}
