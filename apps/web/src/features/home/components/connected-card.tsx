import { TOKEN_DECIMALS } from '@woohoo/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { CopyIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconButton } from '../../../components/layout/icon-button';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { WrongNetworkNotice } from '../../../components/wrong-network-notice';
import { useCopyText } from '../../../hooks/use-copy-text';
import { useSession } from '../../../hooks/use-session';
import { useAppConfig } from '../../../lib/app-config/app-config-context';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { findBalance } from '../../../lib/money/find-balance';
import { useBalances } from '../../../lib/money/get-balances';
import { useDisconnectAndLogout } from '../../../lib/session/logout';
import { isSignedInAs } from '../../../lib/session/session-reducers';
import { isWrongNetwork } from '../../../lib/wallet/build-chain';
import { WagmiScope } from '../../../lib/wallet/wagmi-scope';
import { type BalanceState, useWalletBalances } from '../hooks/use-wallet-balances';
import styles from './account-card.module.css';
import { BalanceItem } from './balance-item';

/**
 * What the user owns on the platform: available USDT and USDB, labelled apart from the wallet's
 * on-chain balances above (test ids platform-usdt, platform-usdb).
 */
function PlatformBalances({ address }: { address: `0x${string}` }) {
  const { t } = useTranslation();
  const balances = useBalances(address);
  const state = (asset: 'USDT' | 'USDB'): BalanceState => ({
    amountWei: findBalance(balances.data, asset)?.availableWei,
    decimals: TOKEN_DECIMALS,
    isLoading: balances.isPending,
    isError: balances.isError,
  });
  return (
    <>
      <p className={styles.balancesCaption}>{t('home.platformBalances')}</p>
      <dl className={styles.balances}>
        <BalanceItem label={t('home.usdt')} testId="platform-usdt" balance={state('USDT')} />
        <BalanceItem label={t('home.usdb')} testId="platform-usdb" balance={state('USDB')} />
      </dl>
    </>
  );
}

/** The card of a connected wallet (its own chunk, loaded with the wallet libraries it reads through). */
export default function ConnectedCard(props: { address: `0x${string}`; signInButton: ReactNode }) {
  return (
    <WagmiScope>
      <ConnectedCardBody {...props} />
    </WagmiScope>
  );
}

function ConnectedCardBody({ address, signInButton }: { address: `0x${string}`; signInButton: ReactNode }) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { chainId } = useConnection();
  const disconnect = useDisconnectAndLogout();
  const signedIn = useSession((state) => isSignedInAs(state, address));
  const { usdt, bnb } = useWalletBalances(address);
  const wrongNetwork = isWrongNetwork(chainId, config.chain.chainId);

  const copyAddress = useCopyText();

  return (
    <Card as="section" hero gap={14} className={styles.card} aria-label={t('home.walletLabel')}>
      <Row justify="between" gap={8}>
        <span className={textStyle.label}>{t('home.walletLabel')}</span>
        <StatusBadge
          tone={signedIn ? 'success' : 'neutral'}
          className={styles.badge}
          data-testid="session-badge"
        >
          {signedIn ? t('auth.signedIn') : t('auth.notSignedIn')}
        </StatusBadge>
      </Row>
      <Row gap={4}>
        <span className={`${textStyle.mono} ${styles.address}`} title={address} translate="no">
          {shortenAddress(address)}
        </span>
        <IconButton label={t('wallet.copyAddress')} onClick={() => void copyAddress(address)}>
          <CopyIcon size={18} />
        </IconButton>
      </Row>

      <p className={styles.balancesCaption}>{t('home.walletBalances')}</p>
      <dl className={styles.balances}>
        <BalanceItem label={t('home.usdt')} testId="balance-usdt" balance={usdt} />
        <BalanceItem label={t('home.bnb')} testId="balance-bnb" balance={bnb} />
      </dl>
      {signedIn && <PlatformBalances address={address} />}

      {wrongNetwork && <WrongNetworkNotice>{t('wallet.wrongNetworkShort')}</WrongNetworkNotice>}

      {!signedIn && (
        <Stack gap={10}>
          <p className={textStyle.note}>{t('auth.signInHint')}</p>
          {signInButton}
        </Stack>
      )}

      <div className={styles.footer}>
        <button type="button" className={styles.textButton} onClick={() => void disconnect()}>
          {t('wallet.disconnect')}
        </button>
      </div>
    </Card>
  );
}
