import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandMark } from '../../../components/icons';
import { LanguagePicker } from '../../../components/language-picker';
import { Row } from '../../../components/layout/stack';
import { paths } from '../../../config/paths';
import styles from './home-header.module.css';
import { UserIcon } from './home-icons';

/** The brand, the language switch and the way to the my page (SPEC 2 keeps it out of the tabs). */
export function HomeHeader() {
  const { t } = useTranslation();
  return (
    <Row as="header" justify="between" gap={12} className={styles.header}>
      <Row gap={10}>
        <BrandMark size={34} />
        <h1 className={styles.name}>{t('app.name')}</h1>
      </Row>
      <Row gap={8}>
        <LanguagePicker />
        <Link to={paths.my()} className={styles.me} data-testid="home-my-link">
          <UserIcon size={20} />
          <span className="visually-hidden">{t('route.my')}</span>
        </Link>
      </Row>
    </Row>
  );
}
