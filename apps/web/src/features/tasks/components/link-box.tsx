import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../components/icons';
import { ShareLink } from '../../../components/layout/share-link';
import panel from '../../../components/panel.module.css';
import { copyText } from '../../../lib/copy-text';
import { showToast } from '../../../lib/toast';
import styles from './tasks.module.css';

/** A link to share, written out in full, with its copy button and the "Copied" toast (SPEC 8). */
export function LinkBox({
  label,
  link,
  copyLabel,
  testId,
}: {
  label: string;
  link: string;
  copyLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await copyText(link);
      showToast(t('common.copied'));
    } catch (error) {
      console.error('Copy failed', error);
    }
  }
  return (
    <ShareLink label={label} link={link} testId={testId}>
      <Button
        color="primary"
        fill="outline"
        block
        shape="rounded"
        className={styles.copyButton}
        onClick={() => void copy()}
      >
        <span className={panel.buttonContent}>
          <CopyIcon size={18} />
          {copyLabel}
        </span>
      </Button>
    </ShareLink>
  );
}
