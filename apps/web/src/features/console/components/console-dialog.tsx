import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { modalDialogProps, useDialogFocus } from '../../../hooks/use-dialog-focus';
import styles from './console.module.css';

/**
 * A confirmation in the middle of the screen: what will happen, then Cancel and the action
 * (e2e: test id `confirm`). While the call runs it cannot be dismissed and the action is busy.
 */
export function ConsoleDialog({
  open,
  title,
  confirmText,
  busy,
  confirmDisabled = false,
  danger = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  confirmText: string;
  busy: boolean;
  confirmDisabled?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  const dialogRef = useDialogFocus(open, cancel);
  return (
    // The popup's body takes the dialog's width (antd-mobile's default is narrower on a phone).
    <CenterPopup
      visible={open}
      onMaskClick={cancel}
      onClose={cancel}
      destroyOnClose
      style={{ '--min-width': 'min(92vw, 440px)', '--max-width': '92vw' } as CSSProperties}
    >
      <Stack {...modalDialogProps(dialogRef, { labelledBy: titleId })} gap={12} className={styles.dialog}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
        <Row gap={8}>
          <Button block disabled={busy} onClick={cancel}>
            Cancel
          </Button>
          <Button
            block
            color={danger ? 'danger' : 'primary'}
            loading={busy}
            loadingText={confirmText}
            disabled={confirmDisabled}
            onClick={onConfirm}
            data-testid="confirm"
          >
            {confirmText}
          </Button>
        </Row>
      </Stack>
    </CenterPopup>
  );
}

/** The label/value lines of a confirmation. */
export function DialogSummary({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <Stack as="dl" gap={8} className={styles.summary}>
      {rows.map((row) => (
        <Row key={row.label} justify="between" align="start" gap={12}>
          <dt className={textStyle.muted}>{row.label}</dt>
          <dd>{row.value}</dd>
        </Row>
      ))}
    </Stack>
  );
}
