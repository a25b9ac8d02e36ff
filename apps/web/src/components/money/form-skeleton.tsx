import { useTranslation } from 'react-i18next';
import { Page } from '../layout/page';
import { SkeletonBlock } from '../layout/skeleton-block';

/** The money form while its balances and fee settings load. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Page role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={118} radius="lg" />
      <SkeletonBlock height={180} />
      <SkeletonBlock height={18} width="60%" radius={6} />
    </Page>
  );
}
