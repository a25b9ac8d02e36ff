import type { Box } from '@woohoo/shared/api/boxes';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { parseWei } from '../../../lib/money/parse-amount';
import { BoxArt } from './box-art';
import { BoxBadges } from './box-badges';
import { BoxConditions } from './box-conditions';
import styles from './boxes.module.css';
import { ClaimButton } from './claim-button';

/**
 * One box on the tab (SPEC 4): its name and what it is, its state; a locked box lists what
 * unlocks it, an unlocked one offers to open it, an opened one shows its prize, the claim and
 * the way to verify the draw.
 */
export function BoxCard({ address, box }: { address: string; box: Box }) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  const nameId = `box-${box.id}-name`;
  return (
    <Card
      as="article"
      gap={14}
      className={styles.boxCard}
      aria-labelledby={nameId}
      data-testid="box-card"
      data-kind={box.kind}
      data-state={box.state}
    >
      <Row gap={14}>
        <BoxArt
          kind={box.kind}
          phase={box.state === 'locked' ? 'locked' : box.state === 'opened' ? 'open' : 'shut'}
          size={64}
        />
        <Stack gap={4} grow>
          <Row justify="between" gap={10} wrap className={styles.boxTitleRow}>
            <h2 id={nameId} className={styles.boxName}>
              {t(`boxes.kinds.${box.kind}.name`)}
            </h2>
            <BoxBadges box={box} />
          </Row>
          <p className={styles.boxAbout}>{t(`boxes.kinds.${box.kind}.about`)}</p>
        </Stack>
      </Row>
      {box.state === 'locked' && <BoxConditions conditions={box.conditions} />}
      {box.state === 'unopened' && (
        <Button
          color="primary"
          shape="rounded"
          block
          onClick={() => go(paths.openBox(box.id))}
          data-testid="box-open"
        >
          {t('boxes.open')}
        </Button>
      )}
      {box.draw && (
        <>
          <Row justify="between" gap={12} className={styles.prizeLine}>
            <span className={textStyle.muted}>{t('boxes.prize', { prize: String(box.draw.prize) })}</span>
            <span className={styles.prizeValue} data-testid="box-card-value">
              {formatAssetAmount(parseWei(box.draw.value), box.draw.asset)}
            </span>
          </Row>
          <div className={styles.actions}>
            <ClaimButton address={address} box={box} />
            <Link to={paths.verifyBox(box.id)} className={styles.linkButton}>
              {t('boxes.verify')}
              <ChevronIcon size={16} className="flip-in-rtl" />
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}
