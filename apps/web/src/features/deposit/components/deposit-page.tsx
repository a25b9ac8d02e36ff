import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { CheckIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import textStyle from '../../../components/layout/text.module.css';
import { BalanceHero } from '../../../components/money/balance-hero';
import { MoneyFormPage } from '../../../components/money/money-form-page';
import styles from '../../../components/money/money-page.module.css';
import { WrongNetworkNotice } from '../../../components/wrong-network-notice';
import { paths } from '../../../config/paths';
import { useErc20Balance } from '../../../hooks/use-erc20-balance';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { networkName } from '../../../lib/app-config/network-name';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { depositConfirmationsShown } from '../../../lib/money/deposit-confirmations';
import { findBalance } from '../../../lib/money/find-balance';
import { useBalances } from '../../../lib/money/get-balances';
import { useMoneyConfig } from '../../../lib/money/get-money-config';
import { parseAmountInput } from '../../../lib/money/parse-amount';
import { isWrongNetwork } from '../../../lib/wallet/build-chain';
import { openNetworkPrompt } from '../../../lib/wallet/network-prompt-store';
import { useDeposit } from '../hooks/use-deposit';
import { checkDepositAmount } from '../utils/check-deposit-amount';
import type { DepositProgress } from '../utils/deposit-progress';
import { DepositAmountField } from './deposit-amount-field';
import depositStyles from './deposit-page.module.css';
import { DepositSteps } from './deposit-steps';

/**
 * SPEC 4: a deposit is credited once the indexer has seen it final. The indexer looks every block
 * (750 ms on BSC, 500 ms locally), so the page looks every half second while it waits, starting at
 * once: at one look a second, the wait showed on the page up to a second after the credit.
 */
const CREDIT_POLL_MS = 500;

/**
 * /pages/my/topup: USDT from the wallet into the platform through the Recharge contract
 * (SPEC 4 "Deposit flow"), with the steps it takes, then the wait until the balance is credited.
 */
export function DepositPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const appConfig = useAppConfig();
  const { chainId } = useConnection();
  const moneyConfig = useMoneyConfig();
  const confirmations = depositConfirmationsShown(moneyConfig.data);
  const walletUsdt = useErc20Balance(appConfig.contracts.usdt, address);
  const deposit = useDeposit(address);
  const crediting = deposit.progress.phase === 'crediting';
  const balances = useBalances(address, { pollMs: crediting ? CREDIT_POLL_MS : false });
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const platform = findBalance(balances.data, 'USDT');
  const platformAvailableWei = platform?.availableWei;
  const wrongNetwork = isWrongNetwork(chainId, appConfig.chain.chainId);
  const { observe } = deposit;
  const refetchBalances = balances.refetch;

  useEffect(() => {
    if (crediting) void refetchBalances();
  }, [crediting, refetchBalances]);

  useEffect(() => {
    if (crediting && platformAvailableWei !== undefined) observe(platformAvailableWei);
  }, [crediting, platformAvailableWei, observe]);

  async function submit() {
    if (wrongNetwork) {
      openNetworkPrompt();
      return;
    }
    const amountWei = parseAmountInput(text);
    // The problem shows under the field (DepositAmountField); nothing goes to the wallet.
    if (
      amountWei === undefined ||
      checkDepositAmount({ text, walletWei: walletUsdt.data, submitted: true })
    ) {
      setSubmitted(true);
      return;
    }
    const outcome = await deposit.start(amountWei);
    if (outcome === 'submitted') {
      setText('');
      setSubmitted(false);
      void walletUsdt.refetch();
    }
  }

  return (
    <MoneyFormPage
      hero={
        <BalanceHero
          asset="USDT"
          label={t('deposit.walletBalance')}
          amountWei={walletUsdt.data}
          loading={walletUsdt.isLoading}
          testId="deposit-wallet-balance"
          sub={
            <span>
              {t('deposit.platformBalance')}:{' '}
              {/* The amount and its unit read left to right together, in Persian too. */}
              <bdi dir="ltr">
                <span className={textStyle.mono} data-testid="deposit-platform-available">
                  {platform ? formatTokenAmount(platform.availableWei, TOKEN_DECIMALS) : '—'}
                </span>{' '}
                USDT
              </bdi>
            </span>
          }
        />
      }
      alert={
        wrongNetwork && (
          <WrongNetworkNotice>
            {t('deposit.wrongNetwork', { network: networkName(appConfig.chain) })}
          </WrongNetworkNotice>
        )
      }
      intro={t('deposit.intro')}
      notice={
        <p className={styles.note}>
          {moneyConfig.data
            ? confirmations === undefined
              ? t('deposit.finalityNote')
              : t('deposit.confirmationsNote', { count: confirmations })
            : null}{' '}
          {t('deposit.approveNote')}
        </p>
      }
      submit={{
        label: t('deposit.submit'),
        onClick: () => void submit(),
        loading: deposit.running,
        disabled: deposit.running,
      }}
      result={
        deposit.progress.phase !== 'idle' && (
          <DepositProgressCard
            progress={deposit.progress}
            confirmations={confirmations}
            onAgain={deposit.reset}
          />
        )
      }
      records={{ to: paths.depositRecords(), label: t('deposit.records') }}
    >
      <DepositAmountField
        value={text}
        onChange={setText}
        walletWei={walletUsdt.data}
        submitted={submitted}
        disabled={deposit.running}
      />
    </MoneyFormPage>
  );
}

function DepositProgressCard({
  progress,
  confirmations,
  onAgain,
}: {
  progress: DepositProgress;
  confirmations: number | undefined;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card as="section" gap={14} aria-label={t('deposit.steps.label')} data-testid="deposit-progress">
      <DepositSteps progress={progress} />
      {progress.phase === 'credited' ? (
        <div className={depositStyles.credited} data-testid="deposit-credited">
          <IconTile size={40} tone="success" round className={depositStyles.creditedIcon}>
            <CheckIcon size={22} />
          </IconTile>
          <div>
            <p className={`${textStyle.heading} ${depositStyles.creditedTitle}`}>{t('deposit.credited')}</p>
            <p className={depositStyles.creditedDetail}>
              {t('deposit.creditedDetail', {
                amount: formatTokenAmount(progress.creditedWei ?? 0n, TOKEN_DECIMALS),
              })}
            </p>
          </div>
          <Button size="small" shape="rounded" fill="outline" color="primary" onClick={onAgain}>
            {t('deposit.again')}
          </Button>
        </div>
      ) : (
        <p className={`${textStyle.intro} ${depositStyles.status}`} role="status" aria-live="polite">
          {progress.phase === 'checking' && t('deposit.checking')}
          {progress.phase === 'approving' && t('deposit.approving')}
          {progress.phase === 'depositing' && t('deposit.depositing')}
          {progress.phase === 'crediting' &&
            (confirmations === undefined
              ? t('deposit.creditingFinal')
              : t('deposit.crediting', { count: confirmations }))}
        </p>
      )}
    </Card>
  );
}
