import { useTranslation } from 'react-i18next';
import { BackIcon } from '../../components/icons';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import styles from './app-nav-bar.module.css';

/**
 * The top bar of inner pages. Drawn by hand rather than with antd-mobile's NavBar, whose back
 * control is a div without an accessible name; here it is a real button named "Back".
 * SPEC 2: back with no history goes to /pages/index/index.
 */
export function AppNavBar({ title, showBack }: { title: string; showBack: boolean }) {
  const { t } = useTranslation();
  const { back } = useAppNavigate();
  return (
    <header className={styles.bar}>
      <div className={styles.side}>
        {showBack && (
          <button type="button" className={styles.back} onClick={back}>
            <BackIcon size={22} className="flip-in-rtl" />
            <span className="visually-hidden">{t('common.back')}</span>
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.side} />
    </header>
  );
}
