import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { useBoxList } from '../api/get-box-list';
import { topPrizeWei } from '../utils/prize-rows';
import { BoxCard } from './box-card';
import { BoxStackIcon, ShieldCheckIcon, TableIcon } from './box-icons';
import styles from './boxes.module.css';
import { BoxesSkeleton } from './boxes-skeleton';
import { PrizeTableSheet } from './prize-table';

/**
 * /pages/blindbox/blindbox, the blind-box tab (SPEC 1, 3, 4; docs/rules.md "Blind boxes"): the
 * tutorial, coaching and ecosystem boxes with their state and unlock progress, the prize table
 * and the user's opened boxes. myBoxLists loads without the overlay (SPEC 7): a skeleton
 * meanwhile.
 */
export function BlindBoxPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const list = useBoxList(address);
  const [tableOpen, setTableOpen] = useState(false);
  if (list.isPending) return <BoxesSkeleton />;
  if (!list.data) return <LoadError title={t('boxes.loadFailed')} onRetry={() => void list.refetch()} />;
  const opened = list.data.boxes.filter((b) => b.state === 'opened').length;
  return (
    <Page>
      <Card as="section" hero aria-labelledby="boxes-hero-title">
        <StatusBadge tone="success" dot={false} className={styles.fairBadge}>
          <ShieldCheckIcon size={14} />
          {t('boxes.provablyFair')}
        </StatusBadge>
        <h2 id="boxes-hero-title" className={styles.heroTitle}>
          {t('boxes.heroTitle', { amount: formatAssetAmount(topPrizeWei(list.data.prizes), 'USDT') })}
        </h2>
        <p className={textStyle.intro}>{t('boxes.heroText')}</p>
        <div className={styles.heroActions}>
          <button type="button" className={styles.heroAction} onClick={() => setTableOpen(true)}>
            <TableIcon size={18} />
            {t('boxes.table.title')}
          </button>
          <Link to={paths.myBoxes()} className={styles.heroAction}>
            <BoxStackIcon size={18} />
            {t('boxes.myBoxes')}
            {opened > 0 && <span className={styles.count}>{opened}</span>}
          </Link>
        </div>
      </Card>
      {list.data.boxes.map((box) => (
        <BoxCard key={box.id} address={address} box={box} />
      ))}
      <PrizeTableSheet
        open={tableOpen}
        onClose={() => setTableOpen(false)}
        prizes={list.data.prizes}
        rulesVersion={list.data.rulesVersion}
      />
    </Page>
  );
}
