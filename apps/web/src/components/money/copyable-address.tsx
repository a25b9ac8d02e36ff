import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../hooks/use-copy-text';
import { shortenAddress } from '../../lib/format/shorten-address';
import { CopyIcon } from '../icons';
import { IconButton } from '../layout/icon-button';
import styles from './copyable-address.module.css';

/**
 * A shortened address or hash (the whole on hover) with a 44 px copy button named "Copy address",
 * or `copyLabel` for what else it copies (a Merkle root, a transaction hash).
 */
export function CopyableAddress({
  address,
  full = false,
  copyLabel,
  shown = [6, 4],
}: {
  address: string;
  full?: boolean;
  copyLabel?: string;
  /** How many characters of the start and the end stay when shortened. */
  shown?: readonly [number, number];
}) {
  const { t } = useTranslation();
  const copyAddress = useCopyText();
  return (
    <span className={styles.wrap}>
      <span
        className={full ? `${styles.address} ${styles.full}` : styles.address}
        title={address}
        translate="no"
      >
        {full ? address : shortenAddress(address, ...shown)}
      </span>
      <IconButton
        label={copyLabel ?? t('wallet.copyAddress')}
        className={styles.copy}
        onClick={() => void copyAddress(address)}
      >
        <CopyIcon size={16} />
      </IconButton>
    </span>
  );
}
