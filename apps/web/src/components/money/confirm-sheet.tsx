import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { modalDialogProps, useDialogFocus } from '../../hooks/use-dialog-focus';
import sheet from '../layout/sheet.module.css';
import { SheetTitle } from '../layout/sheet-title';
import styles from './confirm-sheet.module.css';
import { SummaryList, type SummaryRow } from './summary-list';

/**
 * The confirmation before money moves: what is paid, the fee and what arrives, then Confirm
 * (e2e: getByRole('button', { name: 'Confirm' })). While the call runs the sheet stays open and
 * cannot be dismissed; after a failure it stays open so Confirm retries with the same
 * idempotency key.
 */
export function ConfirmSheet({
  open,
  title,
  rows,
  busy,
  onConfirm,
  onCancel,
  notice,
  confirmLabel,
  cancelLabel,
}: {
  open: boolean;
  title: string;
  rows: readonly SummaryRow[];
  /** A line under the summary the user must read before confirming, e.g. that it is permanent. */
  notice?: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * What the buttons do, where "Confirm" / "Cancel" would mislead: on a sheet that cancels
   * something, "Cancel" would read as doing it ("Cancel order" / "Keep order").
   */
  confirmLabel?: string;
  cancelLabel?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  const dialogRef = useDialogFocus(open, cancel);
  return (
    <Popup visible={open} onMaskClick={cancel} onClose={cancel} bodyClassName={sheet.sheet}>
      <div {...modalDialogProps(dialogRef, { labelledBy: titleId })} className={sheet.body}>
        <SheetTitle id={titleId}>{title}</SheetTitle>
        <SummaryList rows={rows} className={styles.summary} />
        {notice}
        <div className={sheet.actions}>
          <Button
            color="primary"
            block
            shape="rounded"
            size="large"
            loading={busy}
            loadingText={confirmLabel ?? t('common.confirm')}
            onClick={onConfirm}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
          <Button block shape="rounded" size="large" fill="none" disabled={busy} onClick={cancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
