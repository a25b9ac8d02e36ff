import type { Box } from '@woohoo/shared/api/boxes';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { Page } from '../../../components/layout/page';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { parseWei } from '../../../lib/money/parse-amount';
import { useBoxList } from '../api/get-box-list';
import { BoxArt } from './box-art';
import { BoxBadges } from './box-badges';
import styles from './boxes.module.css';
import { BoxesSkeleton } from './boxes-skeleton';
import { ClaimButton } from './claim-button';
import { CopyValue } from './copy-value';

/**
 * /pages/blindbox/myboxes, "my boxes" (SPEC 2): the opened boxes, newest first, each with its
 * prize, value, gift card number, opening time and whether it is claimed.
 */
export function MyBoxesPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  const list = useBoxList(address);
  if (list.isPending) return <BoxesSkeleton variant="list" />;
  if (!list.data) return <LoadError title={t('boxes.loadFailed')} onRetry={() => void list.refetch()} />;
  const opened = list.data.boxes
    .filter((b) => b.draw !== null)
    .sort((a, b) => (b.draw?.openedAt ?? '').localeCompare(a.draw?.openedAt ?? ''));
  if (opened.length === 0) {
    return (
      <EmptyState
        className={styles.empty}
        data-testid="my-boxes-empty"
        art={<BoxArt kind="tutorial" phase="shut" size={88} />}
        title={t('boxes.mine.empty')}
        hint={t('boxes.mine.emptyHint')}
      >
        <Button color="primary" shape="rounded" onClick={() => go(paths.blindBox())}>
          {t('boxes.allBoxes')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Page>
      <Stack as="ul" gap={12} aria-label={t('boxes.mine.listLabel')}>
        {opened.map((box) => (
          <li key={box.id}>
            <OpenedBoxCard address={address} box={box} />
          </li>
        ))}
      </Stack>
    </Page>
  );
}

function OpenedBoxCard({ address, box }: { address: string; box: Box }) {
  const { t } = useTranslation();
  if (!box.draw) return null;
  return (
    <Card as="article" gap={14} data-testid="opened-box" data-claimed={box.claimed ? 'true' : 'false'}>
      <Row gap={14}>
        <BoxArt kind={box.kind} phase="open" size={48} />
        <Stack gap={4} grow>
          <Row justify="between" gap={10} wrap className={styles.boxTitleRow}>
            <h2 className={styles.boxName}>{t(`boxes.kinds.${box.kind}.name`)}</h2>
            <BoxBadges box={box} />
          </Row>
        </Stack>
      </Row>
      <Row justify="between" gap={12} className={styles.prizeLine}>
        <span className={textStyle.muted}>{t('boxes.prize', { prize: String(box.draw.prize) })}</span>
        <span className={styles.prizeValue}>
          {formatAssetAmount(parseWei(box.draw.value), box.draw.asset)}
        </span>
      </Row>
      <Stack as="dl" gap={12}>
        <Row justify="between" gap={12} className={styles.fact}>
          <Stack as="dt" gap={2}>
            {t('boxes.giftCard')}
          </Stack>
          <Row as="dd">
            <CopyValue value={box.draw.giftCardNo} what={t('boxes.giftCard')} />
          </Row>
        </Row>
        <Row justify="between" gap={12} className={styles.fact}>
          <Stack as="dt" gap={2}>
            {t('boxes.mine.openedAt')}
          </Stack>
          <Row as="dd" className={textStyle.mono}>
            {formatLocalDateTime(new Date(box.draw.openedAt))}
          </Row>
        </Row>
        {box.draw.claimedAt && (
          <Row justify="between" gap={12} className={styles.fact}>
            <Stack as="dt" gap={2}>
              {t('boxes.mine.claimedAt')}
            </Stack>
            <Row as="dd" className={textStyle.mono}>
              {formatLocalDateTime(new Date(box.draw.claimedAt))}
            </Row>
          </Row>
        )}
      </Stack>
      <div className={styles.actions}>
        <ClaimButton address={address} box={box} />
        <Link to={paths.verifyBox(box.id)} className={styles.linkButton}>
          {t('boxes.verify')}
        </Link>
      </div>
    </Card>
  );
}
