import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../../components/icons';
import { LanguagePicker } from '../../../components/language-picker';
import { paths } from '../../../config/paths';
import styles from './home-header.module.css';
import { UserIcon } from './home-icons';

/** The brand, the language switch and the way to the my page (SPEC 2 keeps it out of the tabs). */
export function HomeHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <BrandMark size={34} />
        <h1 className={styles.name}>{t('app.name')}</h1>
      </div>
      <div className={styles.actions}>
        <LanguagePicker />
        <Link to={paths.my()} className={styles.me} data-testid="home-my-link">
          <UserIcon size={20} />
          <span className="visually-hidden">{t('route.my')}</span>
        </Link>
      </div>
    </header>
  );
}
