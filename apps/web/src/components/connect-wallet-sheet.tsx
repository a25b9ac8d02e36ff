import Popup from 'antd-mobile/es/components/popup';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Connector, useConnect, useConnectors } from 'wagmi';
import { modalDialogProps, useDialogFocus } from '../hooks/use-dialog-focus';
import { useFlag } from '../hooks/use-flag';
import { showToast } from '../lib/toast';
import { connectSheetStore } from '../lib/wallet/connect-sheet-store';
import { isPhone, readDeviceTraits } from '../lib/wallet/is-phone';
import { isUserRejection } from '../lib/wallet/is-user-rejection';
import { listWalletOptions, type WalletOptionKind } from '../lib/wallet/list-wallet-options';
import styles from './connect-wallet-sheet.module.css';
import { DevAccountPicker } from './dev-account-picker';
import { ChevronIcon, CloseIcon, WalletIcon } from './icons';
import { IconButton } from './layout/icon-button';
import { IconTile } from './layout/icon-tile';
import { Row, Stack } from './layout/stack';
import { NoWalletOffer } from './no-wallet-offer';

function hasInjectedProvider(): boolean {
  return typeof window !== 'undefined' && Boolean((window as { ethereum?: unknown }).ethereum);
}

/**
 * The connect sheet: every wallet found (EIP-6963 announcements, the in-app browser's injected
 * provider, the dev wallet on the local chain), by name. Without a wallet in the browser (no
 * EIP-1193 provider) it offers the wallet apps that open this very page on a phone, or the page's
 * QR code on a computer (NoWalletOffer), below the dev wallet where there is one.
 */
export function ConnectWalletSheet() {
  const { t } = useTranslation();
  const open = useFlag(connectSheetStore);
  const connectors = useConnectors();
  const { mutate: connect, isPending, variables } = useConnect();
  const titleId = useId();
  const options = listWalletOptions(connectors, hasInjectedProvider());
  const hasProvider = options.some((option) => option.kind === 'discovered' || option.kind === 'browser');
  const close = () => connectSheetStore.set(false);
  const dialogRef = useDialogFocus(open, close);

  function label(kind: WalletOptionKind, connector: Connector): string {
    if (kind === 'dev') return t('wallet.devWallet');
    if (kind === 'browser') return t('wallet.browserWallet');
    return connector.name;
  }

  function choose(connector: Connector) {
    connect(
      { connector },
      {
        onSuccess: close,
        onError: (error) => {
          if (isUserRejection(error)) return;
          console.error('Wallet connection failed', error);
          showToast(t('wallet.connectFailed'));
        },
      },
    );
  }

  return (
    <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName={styles.sheet}>
      <div {...modalDialogProps(dialogRef, { labelledBy: titleId })}>
        <Row gap={8} justify="between" className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('wallet.connectTitle')}
          </h2>
          <IconButton label={t('common.close')} className={styles.close} onClick={close}>
            <CloseIcon size={20} />
          </IconButton>
        </Row>
        {options.length > 0 && (
          <>
            <p className={styles.hint}>{t('wallet.connectHint')}</p>
            <Stack as="ul" gap={10}>
              {options.map(({ kind, connector }) => {
                const busy = isPending && variables?.connector === connector;
                const hintId = `${titleId}-${connector.uid}`;
                return (
                  <li key={connector.uid}>
                    <button
                      type="button"
                      className={styles.option}
                      disabled={isPending}
                      aria-busy={busy}
                      aria-label={label(kind, connector)}
                      aria-describedby={kind === 'dev' ? hintId : undefined}
                      onClick={() => choose(connector)}
                    >
                      <IconTile size={40}>
                        {connector.icon ? (
                          <img src={connector.icon} alt="" width={28} height={28} />
                        ) : (
                          <WalletIcon />
                        )}
                      </IconTile>
                      <span className={styles.name}>
                        {label(kind, connector)}
                        {kind === 'dev' && (
                          <small id={hintId} className={styles.sub}>
                            {t('wallet.devWalletHint')}
                          </small>
                        )}
                      </span>
                      {busy ? (
                        <SpinLoading color="primary" style={{ '--size': '20px' }} />
                      ) : (
                        <ChevronIcon size={18} className={`${styles.chevron} flip-in-rtl`} />
                      )}
                    </button>
                    {kind === 'dev' && <DevAccountPicker disabled={isPending} />}
                  </li>
                );
              })}
            </Stack>
          </>
        )}
        {open && !hasProvider && (
          <NoWalletOffer
            pageUrl={window.location.href}
            phone={isPhone(readDeviceTraits())}
            withHeader={options.length === 0}
          />
        )}
      </div>
    </Popup>
  );
}
