import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import type { RouteTitleKey } from '../route-table';
import styles from './coming-soon-route.module.css';

/** SPEC 8 "Not yet open / Coming soon": the page of every route that is not built yet. */
export default function ComingSoonRoute({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useTranslation();
  const { back } = useAppNavigate();
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <circle cx="80" cy="60" r="54" fill="var(--app-accent-soft)" />
        <rect
          x="46"
          y="38"
          width="68"
          height="50"
          rx="10"
          fill="var(--app-surface-raised)"
          stroke="var(--app-border)"
        />
        <path d="M46 52h68" stroke="var(--app-border)" />
        <circle cx="56" cy="45" r="2.5" fill="var(--app-accent)" />
        <circle cx="64" cy="45" r="2.5" fill="var(--app-text-weak)" />
        <path
          d="M62 72l10-10 8 8 14-14"
          fill="none"
          stroke="var(--app-accent)"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="120" cy="30" r="6" fill="var(--app-accent)" />
        <circle cx="36" cy="92" r="4" fill="var(--app-text-weak)" />
      </svg>
      <span className={styles.badge}>{t('comingSoon.badge')}</span>
      <h2 id="coming-soon-title" className={styles.title}>
        {t(`route.${titleKey}`)}
      </h2>
      <p className={styles.message}>{t('comingSoon.message')}</p>
      <p className={styles.hint}>{t('comingSoon.hint')}</p>
      <Button color="primary" fill="outline" className={styles.back} onClick={back}>
        {t('common.back')}
      </Button>
    </section>
  );
}
