import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../components/icons';
import { IconButton } from '../../../components/layout/icon-button';
import { Row } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { copyText } from '../../../lib/copy-text';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { showToast } from '../../../lib/toast';
import styles from './boxes.module.css';

/** A copy button named after what it copies ("Copy commitment"); toasts "Copied". */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await copyText(value);
      showToast(t('common.copied'));
    } catch (error) {
      console.error('Copy failed', error);
    }
  }
  return (
    <IconButton label={t('boxes.copy', { what })} className={styles.copyButton} onClick={() => void copy()}>
      <CopyIcon size={16} />
    </IconButton>
  );
}

/** A long value (a seed hash, a gift card number) shown shortened or whole, with its copy button. */
export function CopyValue({
  value,
  what,
  shorten = false,
  testId,
}: {
  value: string;
  what: string;
  shorten?: boolean;
  testId?: string;
}) {
  return (
    <Row as="span" className={styles.copyValue}>
      <span className={textStyle.mono} title={value} translate="no" data-testid={testId}>
        {shorten ? shortenAddress(value, 10, 8) : value}
      </span>
      <CopyButton value={value} what={what} />
    </Row>
  );
}
