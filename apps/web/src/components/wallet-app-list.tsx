import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/copy-text';
import { showToast } from '../lib/toast';
import { WALLET_APPS, type WalletApp } from '../lib/wallet/wallet-app-links';
import { ChevronIcon, CopyIcon } from './icons';
import { Stack } from './layout/stack';
import styles from './wallet-app-list.module.css';

/** The wallet's monogram on its brand colour (no third-party logos ship with the app). */
function WalletMark({ icon }: { icon: WalletApp['icon'] }) {
  return (
    <span
      className={styles.mark}
      style={{ background: icon.background, color: icon.foreground }}
      aria-hidden="true"
      translate="no"
    >
      {icon.letters}
    </span>
  );
}

/**
 * "Open in <wallet>" for each wallet app (lib/wallet/wallet-app-links.ts), each a plain link to
 * the app's own scheme or universal link with `pageUrl` in it, so the page (invite included)
 * opens in the app's browser. A wallet whose browser takes no outside link gets a copy button.
 */
export function WalletAppList({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation();

  async function copy(text: string) {
    try {
      await copyText(text);
      showToast(t('common.copied'));
    } catch (error) {
      console.error('Copy failed', error);
    }
  }

  return (
    <Stack as="ul" gap={8} aria-label={t('wallet.appsLabel')}>
      {WALLET_APPS.map((app) => {
        const link = app.build(pageUrl);
        return (
          <li key={app.id}>
            {link.kind === 'open' ? (
              <a className={styles.row} href={link.href} data-wallet={app.id}>
                <WalletMark icon={app.icon} />
                <span className={styles.name}>{t('wallet.openIn', { wallet: app.name })}</span>
                <ChevronIcon size={18} className={`${styles.end} flip-in-rtl`} />
              </a>
            ) : (
              <button
                type="button"
                className={styles.row}
                data-wallet={app.id}
                onClick={() => void copy(link.text)}
              >
                <WalletMark icon={app.icon} />
                <span className={styles.name}>
                  {t('wallet.copyFor', { wallet: app.name })}
                  <small className={styles.sub}>{t('wallet.copyForHint')}</small>
                </span>
                <CopyIcon size={18} className={styles.end} />
              </button>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
