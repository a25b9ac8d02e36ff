import { useTranslation } from 'react-i18next';
import { PlugIcon } from './icons';
import { IconTile } from './layout/icon-tile';
import { ShareLink } from './layout/share-link';
import styles from './no-wallet-offer.module.css';
import { PageQrCode } from './page-qr-code';
import { WalletAppList } from './wallet-app-list';

/**
 * What the connect sheet offers where no wallet is in the browser (docs/rules.md "Wallet apps on
 * phones"): on a phone, the wallet apps that open `pageUrl` in their own browser; on a computer,
 * the page's QR code to open it on the phone (where the wallet apps are). `pageUrl` is the
 * current page with its hash route and query, so an invite goes along. `withHeader` draws the
 * "No wallet found" heading with its icon, when nothing else is listed above.
 */
export function NoWalletOffer({
  pageUrl,
  phone,
  withHeader,
}: {
  pageUrl: string;
  phone: boolean;
  withHeader: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={withHeader ? styles.offer : `${styles.offer} ${styles.below}`}
      data-testid="no-wallet-offer"
      data-device={phone ? 'phone' : 'computer'}
    >
      {withHeader && (
        <IconTile size={48} round className={styles.icon}>
          <PlugIcon size={24} />
        </IconTile>
      )}
      <h3 className={withHeader ? styles.title : styles.subtitle}>{t('wallet.noWalletTitle')}</h3>
      <p className={styles.hint}>{phone ? t('wallet.appsHint') : t('wallet.phoneHint')}</p>
      {phone ? (
        <WalletAppList pageUrl={pageUrl} />
      ) : (
        <div className={styles.qrBox}>
          <PageQrCode link={pageUrl} alt={t('wallet.phoneQrAlt')} />
          <ShareLink label={t('wallet.phoneLink')} link={pageUrl} testId="page-link" gap={6} />
        </div>
      )}
    </section>
  );
}
