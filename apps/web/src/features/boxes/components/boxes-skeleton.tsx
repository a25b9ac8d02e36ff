import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';

/**
 * The blind-box pages while myBoxLists loads: SPEC 7 makes it the one call without the loading
 * overlay, so this skeleton is all the user sees of the wait.
 */
export function BoxesSkeleton({ variant = 'tab' }: { variant?: 'tab' | 'open' | 'list' }) {
  const { t } = useTranslation();
  return (
    <Page role="status" aria-busy="true" data-testid="boxes-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      {variant === 'tab' && <SkeletonBlock height={190} radius="lg" />}
      {variant === 'open' && <SkeletonBlock height={240} radius="lg" />}
      <SkeletonBlock height={150} />
      <SkeletonBlock height={150} />
      {variant !== 'open' && <SkeletonBlock height={150} />}
    </Page>
  );
}
