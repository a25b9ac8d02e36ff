import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';

/** The KYC1 page while its status loads: the status card and the form. */
export function KycSkeleton() {
  const { t } = useTranslation();
  return (
    <Page role="status" aria-busy="true" data-testid="kyc-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={220} radius="lg" />
      <SkeletonBlock height={420} />
    </Page>
  );
}
