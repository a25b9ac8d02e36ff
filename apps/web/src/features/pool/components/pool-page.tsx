import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { Card } from '../../../components/layout/card';
import { EmptyState } from '../../../components/layout/empty-state';
import { Page } from '../../../components/layout/page';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { AmountField } from '../../../components/money/amount-field';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import { LoadError } from '../../../components/money/load-error';
import { SummaryList } from '../../../components/money/summary-list';
import { TxLink } from '../../../components/money/tx-link';
import { InboxIcon } from '../../../components/money-icons';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { explorerTxUrl } from '../../../lib/money/explorer-tx-url';
import { type PoolAction, usePool } from '../hooks/use-pool';
import type { PoolFailure } from '../utils/describe-pool-failure';
import { validatePoolInput } from '../utils/validate-pool-input';
import poolStyles from './pool-page.module.css';

type Mode = 'deposit' | 'withdraw';
type Pending = { action: PoolAction; amountWei: bigint };
const RECORD_KINDS = ['deposit', 'withdraw', 'claim'] as const;

/**
 * /pages/pledge/pool (docs/rules.md "The on-chain pool"): the Funding pool on chain. Its numbers
 * are read from the contract; deposit (approving USDT first when needed), withdraw and claim are
 * signed in the wallet after a confirmation, and the page follows each transaction to its receipt.
 */
export function PoolPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const pool = usePool(address);
  const [mode, setMode] = useState<Mode>('deposit');
  const [text, setText] = useState('');
  const [pending, setPending] = useState<Pending | undefined>(undefined);
  const [records, setRecords] = useState<(typeof RECORD_KINDS)[number]>('deposit');
  if (pool.failed) return <LoadError onRetry={() => void pool.refetch()} />;
  const amount = (wei: bigint | undefined, asset: string) =>
    wei === undefined ? '—' : formatAssetAmount(wei, asset);
  const maxWei = mode === 'deposit' ? pool.walletUsdtWei : pool.withdrawableWei;
  const input = validatePoolInput({ text, maxWei });
  const busy = pool.tx?.state === 'pending';
  const failureText = (failure: PoolFailure) =>
    t(`pool.errors.${failure.reason}`, {
      available:
        'availableWei' in failure ? formatTokenAmount(failure.availableWei ?? 0n, TOKEN_DECIMALS) : '',
    });

  async function confirm() {
    if (!pending) return;
    setPending(undefined);
    const ok =
      pending.action === 'claim'
        ? await pool.claim()
        : pending.action === 'deposit'
          ? await pool.deposit(pending.amountWei)
          : await pool.withdraw(pending.amountWei);
    if (ok && pending.action !== 'claim') setText('');
  }

  return (
    <Page>
      <Card as="section" gap={14} aria-label={t('pool.title')}>
        <h2 className={textStyle.heading}>{t('pool.title')}</h2>
        {pool.loading ? (
          <Skeleton.Paragraph animated lineCount={4} />
        ) : (
          <SummaryList
            rows={[
              {
                key: 'total',
                label: t('pool.total'),
                value: amount(pool.totalLpWei, 'USDT'),
                mono: true,
                testId: 'pool-total',
              },
              {
                key: 'mine',
                label: t('pool.mine'),
                value: amount(pool.stakedWei, 'USDT'),
                mono: true,
                testId: 'pool-mine',
              },
              {
                key: 'reward',
                label: t('pool.reward'),
                value: amount(pool.rewardWei, 'BHC'),
                mono: true,
                testId: 'pool-reward',
              },
              {
                key: 'able',
                label: t('pool.withdrawable'),
                value: amount(pool.withdrawableWei, 'USDT'),
                mono: true,
              },
            ]}
          />
        )}
        <Button
          block
          shape="rounded"
          color="primary"
          fill="outline"
          disabled={busy || !pool.rewardWei}
          onClick={() => setPending({ action: 'claim', amountWei: pool.rewardWei ?? 0n })}
        >
          {t('pool.claim')}
        </Button>
      </Card>

      <Card as="section" gap={14}>
        <div className={poolStyles.modes} role="tablist">
          {(['deposit', 'withdraw'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={m === mode}
              className={poolStyles.mode}
              onClick={() => setMode(m)}
            >
              {t(`pool.${m}`)}
            </button>
          ))}
        </div>
        <p className={textStyle.intro}>
          {t(mode === 'deposit' ? 'pool.depositIntro' : 'pool.withdrawIntro')}
        </p>
        <AmountField
          value={text}
          onChange={setText}
          unit="USDT"
          maxWei={maxWei}
          balance={
            maxWei === undefined
              ? undefined
              : t(mode === 'deposit' ? 'pool.inWallet' : 'pool.ableAmount', {
                  amount: formatTokenAmount(maxWei, TOKEN_DECIMALS),
                })
          }
          error={input.problem && t(`money.errors.${input.problem}`)}
          disabled={busy}
        />
        <Button
          color="primary"
          block
          shape="rounded"
          size="large"
          loading={busy}
          disabled={busy || !input.canSubmit}
          onClick={() => {
            if (input.canSubmit && input.amountWei) setPending({ action: mode, amountWei: input.amountWei });
          }}
        >
          {t(`pool.${mode}`)}
        </Button>
        {pool.tx && (
          <p
            className={`${textStyle.muted} ${poolStyles.tx}`}
            role="status"
            data-testid="pool-tx"
            data-state={pool.tx.state}
          >
            {t(`pool.tx.${pool.tx.state}`, {
              action: t(`pool.${pool.tx.action}`),
              step: t(`pool.steps.${pool.tx.step}`),
            })}{' '}
            {pool.tx.failure && <>{failureText(pool.tx.failure)} </>}
            {pool.tx.hash && (
              <TxLink
                url={explorerTxUrl(config.chain.blockExplorerUrls[0], pool.tx.hash)}
                hash={pool.tx.hash}
              />
            )}
          </p>
        )}
      </Card>

      <Card as="section" gap={14} aria-label={t('pool.records')}>
        <div className={poolStyles.modes} role="tablist">
          {RECORD_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              aria-selected={kind === records}
              className={poolStyles.mode}
              onClick={() => setRecords(kind)}
            >
              {t(`pool.recordKinds.${kind}`)}
            </button>
          ))}
        </div>
        {pool.records[records].length === 0 ? (
          <EmptyState size="sm" icon={<InboxIcon size={24} />} title={t('pool.noRecords')} />
        ) : (
          <Stack as="ul" gap={8}>
            {[...pool.records[records]].reverse().map((r) => (
              <li
                key={`${r.timestamp}-${r.amount}`}
                className={poolStyles.record}
                data-testid={`pool-record-${records}`}
              >
                <span>{formatLocalDateTime(new Date(Number(r.timestamp) * 1000))}</span>
                <span className={textStyle.mono}>
                  {formatAssetAmount(r.amount, records === 'claim' ? 'BHC' : 'USDT')}
                </span>
              </li>
            ))}
          </Stack>
        )}
      </Card>

      <ConfirmSheet
        open={pending !== undefined}
        busy={false}
        title={pending ? t(`pool.confirm.${pending.action}`) : ''}
        rows={
          pending
            ? [
                {
                  key: 'amount',
                  label: t('money.amount'),
                  value: formatAssetAmount(pending.amountWei, pending.action === 'claim' ? 'BHC' : 'USDT'),
                  mono: true,
                  emphasis: true,
                },
                { key: 'contract', label: t('pool.contract'), value: appConfigFunding(config), mono: true },
                { key: 'fee', label: t('pool.networkFee'), value: t('pool.networkFeeValue') },
              ]
            : []
        }
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      />
    </Page>
  );
}

function appConfigFunding(config: ReturnType<typeof useAppConfig>): string {
  const address = config.contracts.funding;
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
