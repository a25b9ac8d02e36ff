import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../hooks/use-copy-text';
import { shortenAddress } from '../../lib/format/shorten-address';
import { CopyIcon } from '../icons';
import styles from './copyable-address.module.css';

/** A shortened address (full one on hover) with a copy button named "Copy address". */
export function CopyableAddress({ address, full = false }: { address: string; full?: boolean }) {
  const { t } = useTranslation();
  const copyAddress = useCopyText();
  return (
    <span className={styles.wrap}>
      <span
        className={full ? `${styles.address} ${styles.full}` : styles.address}
        title={address}
        translate="no"
      >
        {full ? address : shortenAddress(address)}
      </span>
      <button type="button" className={styles.copy} onClick={() => void copyAddress(address)}>
        <CopyIcon size={16} />
        <span className="visually-hidden">{t('wallet.copyAddress')}</span>
      </button>
    </span>
  );
}
