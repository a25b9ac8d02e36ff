import type { Box } from '@woohoo/shared/api/boxes';
import { PRIZE_COUNT } from '@woohoo/shared/boxes/box-draw';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { IconButton } from '../../../components/layout/icon-button';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { useQueryValues } from '../../../hooks/use-query-values';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { parseWei } from '../../../lib/money/parse-amount';
import { useBoxList } from '../api/get-box-list';
import { useOpenBox } from '../api/open-box';
import { CLIENT_SEED_MAX_LENGTH, checkClientSeed, randomClientSeed } from '../utils/client-seed';
import { BoxArt, type BoxArtPhase } from './box-art';
import { BoxBadges } from './box-badges';
import { BoxConditions } from './box-conditions';
import { DiceIcon } from './box-icons';
import styles from './boxes.module.css';
import { BoxesSkeleton } from './boxes-skeleton';
import { ClaimButton } from './claim-button';
import { CopyButton, CopyValue } from './copy-value';

/**
 * /pages/blindbox/open?value1=<box id>, "open blind box" (SPEC 2). Before the opening: the
 * commitment (sha256 of the server seed), the counter and the user's client seed, prefilled with
 * a random one. Then the box shakes while the draw runs, bursts open (CSS; none under
 * prefers-reduced-motion) and shows the prize, its value and the gift card number, with Claim and
 * the way to verify the draw.
 */
export function OpenBoxPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const { value1: id } = useQueryValues();
  const list = useBoxList(address);
  const open = useOpenBox(address);
  // Set when the user presses Open, before the answer turns the box into an opened one, so the
  // result never shows before the burst; a failed opening clears it.
  const [openedHere, setOpenedHere] = useState(false);
  if (list.isPending) return <BoxesSkeleton variant="open" />;
  if (!list.data) return <LoadError title={t('boxes.loadFailed')} onRetry={() => void list.refetch()} />;
  const box = list.data.boxes.find((b) => b.id === id);
  if (!box) return <BoxNotFound />;
  const phase: BoxArtPhase =
    box.state === 'locked'
      ? 'locked'
      : box.state === 'opened'
        ? openedHere
          ? 'bursting'
          : 'open'
        : open.isPending
          ? 'shaking'
          : 'shut';
  return (
    <Page>
      <Card
        as="section"
        gap={10}
        className={styles.stage}
        aria-labelledby="open-box-title"
        data-testid="box-stage"
      >
        <BoxArt kind={box.kind} phase={phase} size={150} />
        <h2 id="open-box-title" className={styles.stageTitle}>
          {t(`boxes.kinds.${box.kind}.name`)}
        </h2>
        <BoxBadges box={box} />
        {box.draw && <DrawResult address={address} box={box} delayed={openedHere} />}
      </Card>
      {box.state === 'locked' && (
        <Card as="section" gap={14}>
          <p className={textStyle.note}>{t('boxes.openPage.lockedNote')}</p>
          <BoxConditions conditions={box.conditions} />
        </Card>
      )}
      {box.state === 'unopened' && (
        <OpenForm
          box={box}
          busy={open.isPending}
          onOpen={(clientSeed) => {
            setOpenedHere(true);
            open.mutate({ id: box.id, clientSeed }, { onError: () => setOpenedHere(false) });
          }}
        />
      )}
    </Page>
  );
}

/** The commitment, the counter and the client seed, then "Open box". */
function OpenForm({ box, busy, onOpen }: { box: Box; busy: boolean; onOpen: (clientSeed: string) => void }) {
  const { t } = useTranslation();
  const seedId = useId();
  const [seed, setSeed] = useState(() => randomClientSeed());
  const [showProblem, setShowProblem] = useState(false);
  const problem = checkClientSeed(seed);
  const error = problem && showProblem ? t(`boxes.seedErrors.${problem}`) : undefined;
  const submit = () => {
    if (problem) setShowProblem(true);
    else onOpen(seed);
  };
  return (
    <Card as="section" gap={14} aria-labelledby="open-box-fair">
      <SectionHeader id="open-box-fair" title={t('boxes.provablyFair')} />
      <Stack as="dl" gap={12}>
        <Row justify="between" gap={12} className={styles.fact}>
          <Stack as="dt" gap={2}>
            {t('boxes.openPage.commitment')}
            <span className={textStyle.fine}>{t('boxes.openPage.commitmentHint')}</span>
          </Stack>
          <Row as="dd">
            <CopyValue
              value={box.serverSeedHash}
              what={t('boxes.openPage.commitment')}
              shorten
              testId="box-commitment"
            />
          </Row>
        </Row>
        <Row justify="between" gap={12} className={styles.fact}>
          <Stack as="dt" gap={2}>
            {t('boxes.openPage.counter')}
            <span className={textStyle.fine}>{t('boxes.openPage.counterHint')}</span>
          </Stack>
          <Row as="dd" className={textStyle.mono} data-testid="box-counter">
            {box.nextCounter}
          </Row>
        </Row>
      </Stack>
      <Stack gap={8}>
        <label htmlFor={seedId} className={textStyle.strong}>
          {t('boxes.openPage.clientSeed')}
        </label>
        <Row gap={4} className={styles.inputBox} data-invalid={error ? 'true' : undefined}>
          <input
            id={seedId}
            className={`${textStyle.mono} ${styles.input}`}
            type="text"
            value={seed}
            // Room past the limit, so a pasted seed that is too long says why instead of being cut.
            maxLength={CLIENT_SEED_MAX_LENGTH + 16}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${seedId}-hint`}
            onChange={(event) => {
              setSeed(event.target.value);
              setShowProblem(true);
            }}
          />
          <IconButton
            label={t('boxes.openPage.newSeed')}
            className={styles.iconButton}
            onClick={() => {
              setSeed(randomClientSeed());
              setShowProblem(false);
            }}
          >
            <DiceIcon size={20} />
          </IconButton>
        </Row>
        {error ? (
          <p className={styles.fieldError} role="alert" id={`${seedId}-hint`}>
            {error}
          </p>
        ) : (
          <p className={`${textStyle.fine} ${styles.fieldHint}`} id={`${seedId}-hint`}>
            {t('boxes.openPage.clientSeedHint')}
          </p>
        )}
      </Stack>
      <p className={styles.recipe}>{t('boxes.openPage.recipe')}</p>
      <Button
        color="primary"
        shape="rounded"
        size="large"
        block
        loading={busy}
        loadingText={t('boxes.openPage.opening')}
        onClick={submit}
        data-testid="box-confirm-open"
      >
        {t('boxes.open')}
      </Button>
    </Card>
  );
}

/** The prize of an opened box: its number, value and gift card, with Claim and Verify. */
function DrawResult({ address, box, delayed }: { address: string; box: Box; delayed: boolean }) {
  const { t } = useTranslation();
  if (!box.draw) return null;
  return (
    <Stack
      gap={6}
      className={styles.result}
      data-delayed={delayed ? 'true' : undefined}
      data-testid="box-result"
      aria-live="polite"
    >
      <p className={styles.resultKicker} data-testid="box-prize">
        {t('boxes.prizeOf', { prize: String(box.draw.prize), total: String(PRIZE_COUNT) })}
      </p>
      <p className={styles.resultValue} data-testid="box-prize-value">
        {formatAssetAmount(parseWei(box.draw.value), box.draw.asset)}
      </p>
      <Row justify="between" gap={8} className={styles.resultCard}>
        <Stack as="span" gap={2}>
          <span className={textStyle.caption}>{t('boxes.giftCard')}</span>
          <span className={`${textStyle.mono} ${styles.resultCardNumber}`} data-testid="box-gift-card">
            {box.draw.giftCardNo}
          </span>
        </Stack>
        <CopyButton value={box.draw.giftCardNo} what={t('boxes.giftCard')} />
      </Row>
      <Stack gap={6} className={styles.resultActions}>
        {box.claimed ? (
          <Row as="p" gap={8} className={styles.claimedNote} data-testid="box-claimed">
            <CheckIcon size={18} />
            {t('boxes.claimedNote')}
          </Row>
        ) : (
          <ClaimButton address={address} box={box} size="large" />
        )}
        <Link to={paths.verifyBox(box.id)} className={styles.textLink}>
          {t('boxes.verifyDraw')}
        </Link>
      </Stack>
    </Stack>
  );
}

function BoxNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState className={styles.empty} role="alert" title={t('boxes.notFound')}>
      <Link to={paths.blindBox()} className={styles.textLink}>
        {t('boxes.allBoxes')}
      </Link>
    </EmptyState>
  );
}
