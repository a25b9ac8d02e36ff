import type { BoxProof } from '@woohoo/shared/api/boxes';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { IconTile } from '../../../components/layout/icon-tile';
import { List } from '../../../components/layout/list-row';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { useQueryValues } from '../../../hooks/use-query-values';
import { isApiError } from '../../../lib/api-error';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { useBoxProof } from '../api/get-box-proof';
import { allPassed, checkDraw, type DrawCheck, type DrawInputs, revealedInputs } from '../utils/check-draw';
import { CrossIcon, ShieldCheckIcon } from './box-icons';
import styles from './boxes.module.css';
import { BoxesSkeleton } from './boxes-skeleton';
import { PrizeTable } from './prize-table';

/** Server codes the proof can answer with that the page explains itself (no toast). */
const BOX_NOT_FOUND = 40405;
const BOX_NOT_OPENED = 40927;

/**
 * /pages/blindbox/verify?value1=<box id> (docs/rules.md "Blind boxes"): an opened box's revealed
 * draw, recomputed in the browser with the shared code over the prize table it was drawn from.
 * Each check shows passed or failed; the values can be edited to watch a tampered one fail.
 */
export function VerifyBoxPage({ address }: { address: string }) {
  const { t } = useTranslation();
  const { value1: id } = useQueryValues();
  const proof = useBoxProof(address, id);
  if (!id) return <Missing title={t('boxes.notFound')} />;
  if (proof.isPending) return <BoxesSkeleton variant="list" />;
  if (!proof.data) {
    const code = isApiError(proof.error) ? proof.error.code : undefined;
    if (code === BOX_NOT_OPENED) {
      return (
        <Missing title={t('boxes.verifyPage.notOpened')} hint={t('boxes.verifyPage.notOpenedHint')}>
          <Link to={paths.openBox(id)} className={styles.textLink}>
            {t('boxes.open')}
          </Link>
        </Missing>
      );
    }
    if (code === BOX_NOT_FOUND) return <Missing title={t('boxes.notFound')} />;
    return <LoadError title={t('boxes.verifyPage.loadFailed')} onRetry={() => void proof.refetch()} />;
  }
  return <DrawVerifier key={proof.data.box.id} proof={proof.data} />;
}

/**
 * The verification of one proof. `initialInputs` starts from other values than the revealed
 * ones (tests show a tampered draw failing with it).
 */
export function DrawVerifier({ proof, initialInputs }: { proof: BoxProof; initialInputs?: DrawInputs }) {
  const { t } = useTranslation();
  const revealed = revealedInputs(proof.box);
  const [inputs, setInputs] = useState<DrawInputs | undefined>(initialInputs ?? revealed);
  if (!revealed || !inputs || !proof.box.draw) return <Missing title={t('boxes.verifyPage.notOpened')} />;
  const check = checkDraw(proof.box.id, inputs, proof.prizes);
  const passed = allPassed(check);
  const failed = check.checks.filter((c) => !c.passed).length;
  const edited = (Object.keys(revealed) as (keyof DrawInputs)[]).some((k) => revealed[k] !== inputs[k]);
  const set = (key: keyof DrawInputs) => (value: string) => setInputs({ ...inputs, [key]: value });
  return (
    <Page>
      <Row
        as="section"
        gap={12}
        className={styles.verdict}
        data-tone={passed ? 'success' : 'danger'}
        data-passed={passed ? 'true' : 'false'}
        data-testid="verify-verdict"
        aria-live="polite"
      >
        <IconTile size={40} round tone={passed ? 'success' : 'danger'} className={styles.verdictIcon}>
          {passed ? <ShieldCheckIcon size={22} /> : <CrossIcon size={22} />}
        </IconTile>
        <Stack as="span" gap={2}>
          <span className={styles.verdictTitle}>
            {passed ? t('boxes.verifyPage.allPassed') : t('boxes.verifyPage.failed', { count: failed })}
          </span>
          <span className={textStyle.note}>
            {t('boxes.verifyPage.subject', {
              id: proof.box.id,
              name: t(`boxes.kinds.${proof.box.kind}.name`),
            })}
          </span>
        </Stack>
      </Row>
      <Card as="section" gap={14} aria-labelledby="verify-checks">
        <SectionHeader id="verify-checks" title={t('boxes.verifyPage.checksTitle')} />
        <Checks check={check} inputs={inputs} />
        <p className={styles.recipe}>{t('boxes.verifyPage.recipe')}</p>
      </Card>
      <Card as="section" gap={14} aria-labelledby="verify-values">
        <SectionHeader
          id="verify-values"
          title={t('boxes.verifyPage.values')}
          className={styles.cardHead}
          aside={
            <button
              type="button"
              className={styles.resetButton}
              disabled={!edited}
              onClick={() => setInputs(revealed)}
            >
              {t('boxes.verifyPage.reset')}
            </button>
          }
        />
        <p className={textStyle.note}>{t('boxes.verifyPage.valuesHint')}</p>
        <Field
          label={t('boxes.verifyPage.serverSeed')}
          value={inputs.serverSeed}
          onChange={set('serverSeed')}
          multiline
        />
        <Field
          label={t('boxes.verifyPage.serverSeedHash')}
          value={inputs.serverSeedHash}
          onChange={set('serverSeedHash')}
          multiline
        />
        <Field
          label={t('boxes.verifyPage.clientSeed')}
          value={inputs.clientSeed}
          onChange={set('clientSeed')}
        />
        <div className={styles.twoFields}>
          <Field
            label={t('boxes.verifyPage.counter')}
            value={inputs.counter}
            onChange={set('counter')}
            numeric
            error={check.counterValid ? undefined : t('boxes.verifyPage.wholeNumber')}
          />
          <Field label={t('boxes.verifyPage.prize')} value={inputs.prize} onChange={set('prize')} numeric />
        </div>
        <Field label={t('boxes.giftCard')} value={inputs.giftCardNo} onChange={set('giftCardNo')} />
      </Card>
      <Card as="section" gap={14} aria-labelledby="verify-table">
        <SectionHeader
          id="verify-table"
          title={t('boxes.verifyPage.tableTitle', { version: String(proof.box.draw.rulesVersion) })}
        />
        <PrizeTable prizes={proof.prizes} showWeights />
      </Card>
      <Link to={paths.myBoxes()} className={styles.textLink}>
        {t('boxes.myBoxes')}
      </Link>
    </Page>
  );
}

/** The three checks, each passed or failed, with what the browser recomputed. */
function Checks({ check, inputs }: { check: DrawCheck; inputs: DrawInputs }) {
  const { t } = useTranslation();
  const details: Record<DrawCheck['checks'][number]['key'], string> = {
    seed: t('boxes.verifyPage.seedDetail', { hash: shortenAddress(check.seedHash, 10, 8) }),
    prize: check.drawn
      ? t('boxes.verifyPage.prizeDetail', { drawn: String(check.drawn.prize), stated: inputs.prize })
      : t('boxes.verifyPage.cannotDraw'),
    card: check.drawn
      ? t('boxes.verifyPage.cardDetail', { drawn: check.drawn.giftCardNo })
      : t('boxes.verifyPage.cannotDraw'),
  };
  return (
    <List>
      {check.checks.map((c) => (
        <Row
          as="li"
          align="start"
          gap={12}
          key={c.key}
          className={styles.check}
          data-tone={c.passed ? 'success' : 'danger'}
          data-passed={c.passed ? 'true' : 'false'}
          data-testid="verify-check"
          data-check={c.key}
        >
          <IconTile size={24} round tone={c.passed ? 'success' : 'danger'} className={styles.checkMark}>
            {c.passed ? <CheckIcon size={14} strokeWidth={3} /> : <CrossIcon size={14} strokeWidth={3} />}
          </IconTile>
          <Stack as="span" grow className={styles.checkText}>
            <Row as="span" align="baseline" justify="between" gap={8} className={styles.checkTitleRow}>
              <span>{t(`boxes.verifyPage.checks.${c.key}`)}</span>
              <span className={styles.checkVerdict}>
                {c.passed ? t('boxes.verifyPage.passed') : t('boxes.verifyPage.failedOne')}
              </span>
            </Row>
            <span className={`${textStyle.caption} ${textStyle.mono} ${styles.checkDetail}`}>
              {details[c.key]}
            </span>
          </Stack>
        </Row>
      ))}
    </List>
  );
}

function Field({
  label,
  value,
  onChange,
  multiline = false,
  numeric = false,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  numeric?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  const common = {
    id,
    value,
    autoComplete: 'off',
    autoCapitalize: 'off',
    spellCheck: false,
    'aria-invalid': error ? true : undefined,
  } as const;
  return (
    <Stack gap={8}>
      <label htmlFor={id} className={textStyle.strong}>
        {label}
      </label>
      <Row gap={4} className={styles.inputBox} data-invalid={error ? 'true' : undefined}>
        {multiline ? (
          <textarea
            {...common}
            className={`${textStyle.mono} ${styles.textarea}`}
            rows={2}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            className={`${textStyle.mono} ${styles.input}`}
            type="text"
            inputMode={numeric ? 'numeric' : 'text'}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Row>
      {error && <p className={styles.fieldError}>{error}</p>}
    </Stack>
  );
}

function Missing({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState className={styles.empty} role="alert" title={title} hint={hint}>
      {children ?? (
        <Link to={paths.blindBox()} className={styles.textLink}>
          {t('boxes.allBoxes')}
        </Link>
      )}
    </EmptyState>
  );
}
