import { useQuery } from '@tanstack/react-query';
import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { GiftIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { Page } from '../../../components/layout/page';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { type GiftCard, pickGiftCards, sumGiftValueWei } from '../utils/pick-gift-cards';
import { GiftCardItem } from './gift-card-item';
import styles from './gifts.module.css';
import myStyles from './my-page.module.css';

/**
 * /pages/my/Giftinscriptioncollection (SPEC 2): the gift cards won from blind boxes, newest
 * first, with what they are worth together. Its data is the box list, the one call without the
 * loading overlay (SPEC 7): a skeleton shows while it loads.
 */
export function GiftCollectionPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const cards = useQuery({ ...endpointQuery(routes.boxes.list, address), select: pickGiftCards });
  if (cards.isPending) return <GiftsSkeleton />;
  if (!cards.data) return <LoadError title={t('my.gifts.loadFailed')} onRetry={() => void cards.refetch()} />;
  if (cards.data.length === 0) return <EmptyCollection />;
  return <Collection cards={cards.data} />;
}

function Collection({ cards }: { cards: GiftCard[] }) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Page className={styles.page}>
      <Card as="section" hero gap={14} className={styles.summary} aria-labelledby="gifts-summary-title">
        <IconTile size={52} radius={16} className={styles.summaryIcon}>
          <GiftIcon size={26} />
        </IconTile>
        <h2 id="gifts-summary-title" className="visually-hidden">
          {t('my.gifts.summaryTitle')}
        </h2>
        <dl className={styles.summaryFacts}>
          <div>
            <dt className={myStyles.label}>{t('my.gifts.count')}</dt>
            <dd className={textStyle.mono} data-testid="gift-count">
              {cards.length}
            </dd>
          </div>
          <div>
            <dt className={myStyles.label}>{t('my.gifts.total')}</dt>
            <dd className={textStyle.mono} data-testid="gift-total" translate="no">
              {formatTokenAmount(sumGiftValueWei(cards), TOKEN_DECIMALS)}
              <span className={styles.unit}>USDT</span>
            </dd>
          </div>
        </dl>
      </Card>
      <Stack as="ul" gap={14} aria-label={t('my.gifts.listLabel')}>
        {cards.map((card) => (
          <li key={card.boxId}>
            <GiftCardItem card={card} nowMs={now} />
          </li>
        ))}
      </Stack>
    </Page>
  );
}

/** "No gift cards yet", with the way to the blind box tab. */
function EmptyCollection() {
  const { t } = useTranslation();
  return (
    <Page className={styles.page}>
      <Card
        as="section"
        gap={10}
        className={styles.empty}
        data-testid="gifts-empty"
        aria-labelledby="gifts-empty-title"
      >
        <span className={styles.emptyArt} aria-hidden="true">
          <span className={styles.emptyCard} />
          <span className={styles.emptyCard} />
          <IconTile size={60} radius={18} className={styles.emptyIcon}>
            <GiftIcon size={30} />
          </IconTile>
        </span>
        <h2 id="gifts-empty-title" className={textStyle.headline}>
          {t('my.gifts.empty')}
        </h2>
        <p className={styles.emptyHint}>{t('my.gifts.emptyHint')}</p>
        <Link to={paths.blindBox()} className={styles.emptyAction}>
          {t('my.gifts.goToBoxes')}
        </Link>
      </Card>
    </Page>
  );
}

function GiftsSkeleton() {
  const { t } = useTranslation();
  return (
    <Page className={styles.page} role="status" aria-busy="true" data-testid="gifts-skeleton">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={90} radius="lg" />
      <SkeletonBlock height={210} radius={18} />
      <SkeletonBlock height={210} radius={18} />
    </Page>
  );
}
