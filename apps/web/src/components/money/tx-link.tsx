import { useTranslation } from 'react-i18next';
import { shortenHash } from '../../lib/money/explorer-tx-url';
import { ExternalIcon } from '../money-icons';
import styles from './tx-link.module.css';

/** A transaction hash, shortened; a link to the block explorer where the chain has one. */
export function TxLink({ url, hash }: { url: string | undefined; hash: string }) {
  const { t } = useTranslation();
  if (!url) {
    return (
      <span className={styles.mono} title={hash} data-testid="tx-hash">
        {shortenHash(hash)}
      </span>
    );
  }
  return (
    <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer" data-testid="tx-hash">
      <span className="visually-hidden">{t('records.viewTransaction')} </span>
      <span className={styles.mono}>{shortenHash(hash)}</span>
      <ExternalIcon size={14} />
    </a>
  );
}
