import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/icons';
import { LanguagePicker } from '../../../components/language-picker';
import styles from './home-header.module.css';

export function HomeHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <BrandMark size={34} />
        <h1 className={styles.name}>{t('app.name')}</h1>
      </div>
      <LanguagePicker />
    </header>
  );
}
