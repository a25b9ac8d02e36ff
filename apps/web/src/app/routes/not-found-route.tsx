import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import styles from './not-found-route.module.css';

/** Any path that is not a route of SPEC 2. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <ErrorBlock status="empty" title={t('page.notFoundTitle')} description={t('page.notFoundDescription')}>
        <Link to={paths.home()} replace className={styles.home}>
          {t('common.backHome')}
        </Link>
      </ErrorBlock>
    </section>
  );
}
