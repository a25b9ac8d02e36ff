import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import panel from '../../../components/panel.module.css';

/** A reward page while its data loads: the hero and two cards. */
export function RewardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={panel.page} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={150} radius="lg" />
      <SkeletonBlock height={180} />
      <SkeletonBlock height={180} />
    </div>
  );
}
