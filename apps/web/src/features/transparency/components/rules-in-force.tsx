import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/layout/section-header';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { useNow } from '../../../hooks/use-now';
import { formatRelativeTime } from '../../../lib/format/format-relative-time';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import type { LocaleResource } from '../../../lib/i18n/i18n';
import { formatBps } from '../../../lib/money/format-bps';
import { useRulesInForce } from '../api/get-rules-in-force';
import { describeRules, humanizeRuleKey, type RuleEntry, type RuleValue } from '../utils/describe-rules';
import { DisclosureList } from './disclosure-list';
import { SectionError } from './section-error';
import styles from './transparency.module.css';

type SectionKey = keyof LocaleResource['transparency']['rules']['sections'];

/** The sections of docs/rules.md with a translated title; any other reads its key in words. */
const SECTION_KEYS = [
  'nodes',
  'stake',
  'woohoo',
  'team',
  'rewards',
  'assessment',
  'boxes',
  'tasks',
  'treasury',
  'other',
] as const satisfies readonly SectionKey[];

type TreasuryKey = keyof LocaleResource['transparency']['rules']['treasury'];

/** The treasury limits (docs/rules.md "Treasury limits") with a translated label each. */
const TREASURY_KEYS = [
  'dailyPayoutLimitWei',
  'fourEyesAboveWei',
  'userDailyLimitWei',
  'adjustmentFourEyesAboveWei',
  'limitChangeDelaySec',
  'lowUsdtWei',
  'lowBnbWei',
] as const satisfies readonly TreasuryKey[];

function isTreasuryKey(key: string): key is TreasuryKey {
  return (TREASURY_KEYS as readonly string[]).includes(key);
}

function isKnownSection(key: string): key is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(key);
}

/** The rules configuration in force: its version, since when, and every section, collapsible. */
export function RulesInForce() {
  const { t } = useTranslation();
  const query = useRulesInForce();
  const now = useNow();
  const titleId = useId();
  const titleOf = (key: string) =>
    isKnownSection(key) ? t(`transparency.rules.sections.${key}`) : humanizeRuleKey(key);
  return (
    <Stack as="section" gap={12} aria-labelledby={titleId}>
      <div>
        <SectionHeader id={titleId} title={t('transparency.rules.title')} />
        <p className={textStyle.note}>{t('transparency.rules.hint')}</p>
      </div>
      {query.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <SkeletonBlock height={140} />
        </div>
      ) : !query.data ? (
        <SectionError title={t('transparency.rules.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={textStyle.muted} data-testid="rules-version">
            {t('transparency.rules.version', { version: query.data.version })} ·{' '}
            <time dateTime={query.data.effectiveAt}>
              {t('transparency.rules.effective', {
                time: formatRelativeTime(query.data.effectiveAt, now, { justNow: t('time.justNow') }),
              })}
            </time>
          </p>
          <DisclosureList
            items={describeRules(query.data.rules).map((section) => ({
              key: section.key,
              title: titleOf(section.key),
              body: (
                <RuleList
                  entries={
                    section.key === 'treasury'
                      ? section.entries.map((entry) =>
                          isTreasuryKey(entry.key)
                            ? { ...entry, label: t(`transparency.rules.treasury.${entry.key}`) }
                            : entry,
                        )
                      : section.entries
                  }
                />
              ),
            }))}
          />
        </>
      )}
    </Stack>
  );
}

function RuleList({ entries }: { entries: readonly RuleEntry[] }) {
  return (
    <Stack as="dl" gap={10}>
      {entries.map((entry) => (
        <Row
          key={entry.key}
          align="baseline"
          justify="between"
          gap={12}
          className={`${styles.rule} ${isNested(entry.value) ? styles.ruleNested : ''}`}
          data-testid={`rule-${entry.key}`}
        >
          <dt>
            <span>{entry.label}</span>
            <span className={`${textStyle.mono} ${styles.ruleKey}`}>{entry.key}</span>
          </dt>
          <dd className={textStyle.mono}>
            <RuleValueView value={entry.value} />
          </dd>
        </Row>
      ))}
    </Stack>
  );
}

/** Objects, and lists of objects, take the row's full width. */
function isNested(value: RuleValue): boolean {
  return (
    value.type === 'group' || (value.type === 'list' && value.items.some((item) => item.type === 'group'))
  );
}

function RuleValueView({ value }: { value: RuleValue }) {
  switch (value.type) {
    case 'amount':
      return <>{formatTokenAmount(value.amountWei, TOKEN_DECIMALS)}</>;
    case 'bps':
      return <>{formatBps(value.bps)}</>;
    case 'text':
      return <>{value.text}</>;
    case 'group':
      return <RuleList entries={value.entries} />;
    case 'list':
      return isNested(value) ? (
        <Stack as="ol" gap={10}>
          {value.items.map((item, index) => (
            // a list of the configuration never reorders: its position is its identity
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <span className={textStyle.fine}>#{index + 1}</span>
              <RuleValueView value={item} />
            </li>
          ))}
        </Stack>
      ) : (
        <Row as="ul" wrap gap={4} className={styles.valueList}>
          {value.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a list of the configuration never reorders
            <li key={index}>
              <RuleValueView value={item} />
            </li>
          ))}
        </Row>
      );
  }
}
