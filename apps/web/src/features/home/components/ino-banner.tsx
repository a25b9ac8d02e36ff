import { NODE_SHARE_PRICE_WEI, TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronIcon, NodeIcon } from '../../../components/icons';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { TAB_PATHS } from '../../../lib/navigation/tab-paths';
import styles from './ino-banner.module.css';

/** SPEC 1 and 9: the node sale, a share is 520 USDT. */
export function InoBanner() {
  const { t } = useTranslation();
  const price = formatTokenAmount(NODE_SHARE_PRICE_WEI, TOKEN_DECIMALS);
  return (
    <Link to={TAB_PATHS.ino} className={styles.banner}>
      <span className={styles.icon}>
        <NodeIcon size={26} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{t('home.inoTitle')}</span>
        <span className={styles.price}>{t('home.inoPrice', { price })}</span>
      </span>
      <span className={styles.action}>
        {t('home.inoAction')}
        <ChevronIcon size={16} className="flip-in-rtl" />
      </span>
    </Link>
  );
}
