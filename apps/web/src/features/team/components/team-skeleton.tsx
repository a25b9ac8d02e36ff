import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import panel from '../../../components/panel.module.css';

/** The team tab while its summary loads: the level card, the shortcuts and a figures card. */
export function TeamSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={panel.page} role="status" aria-busy="true" data-testid="team-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={190} radius="lg" />
      <SkeletonBlock height={48} radius="pill" />
      <SkeletonBlock height={88} radius={14} />
      <SkeletonBlock height={150} />
    </div>
  );
}
