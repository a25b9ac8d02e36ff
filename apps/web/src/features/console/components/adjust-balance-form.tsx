import type { OperatorUser } from '@woohoo/shared/api/operator';
import { ASSETS, type Asset } from '@woohoo/shared/assets';
import { ADJUSTMENT_REASON_MAX, ADJUSTMENT_REASON_MIN, TOKEN_DECIMALS } from '@woohoo/shared/constants';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { formatUnits } from 'viem';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { type IdempotencyKeyState, nextIdempotencyKey } from '../../../lib/money/idempotency-key';
import { parseWei } from '../../../lib/money/parse-amount';
import { showToast } from '../../../lib/toast';
import { useAdjustBalance } from '../api/adjust-balance';
import { describeConsoleError } from '../utils/describe-console-error';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { parseSignedAmount, SIGNED_AMOUNT_MESSAGES } from '../utils/parse-signed-amount';
import styles from './console.module.css';
import { ConsoleDialog, DialogSummary } from './console-dialog';
import { ConsoleFilterChips } from './console-filter-chips';

const ASSET_OPTIONS = ASSETS.map((asset) => ({ value: asset, label: asset }));

/** The exact signed amount, every decimal: what the ledger will post. */
function formatExact(amountWei: bigint, asset: string): string {
  return `${amountWei > 0n ? '+' : ''}${formatUnits(amountWei, TOKEN_DECIMALS)} ${asset}`;
}

/**
 * "Adjust balance" (docs/rules.md "Operators, the audit and balance adjustments"): an asset, a
 * signed amount in whole tokens (negative debits) and a mandatory reason of 5..200 characters the
 * user reads; a confirmation shows the user, the exact amount and the available balance before
 * and after.
 */
export function AdjustBalanceForm({ user }: { user: OperatorUser }) {
  const formId = useId();
  const adjust = useAdjustBalance();
  const [asset, setAsset] = useState<Asset>('USDT');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // One key per confirmed form: a retry of the same adjustment is answered, not paid twice.
  const [idempotency, setIdempotency] = useState<IdempotencyKeyState>();

  const amount = parseSignedAmount(amountText);
  const reasonLength = reason.trim().length;
  const reasonOk = reasonLength >= ADJUSTMENT_REASON_MIN && reasonLength <= ADJUSTMENT_REASON_MAX;
  const beforeWei = parseWei(user.balances.find((b) => b.asset === asset)?.available);
  const afterWei = amount.ok ? beforeWei + amount.amountWei : beforeWei;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amount.ok && reasonOk) setConfirming(true);
  };
  const confirm = () => {
    if (!amount.ok) return;
    const next = nextIdempotencyKey(
      idempotency,
      [user.address, asset, amount.amountWei, reason.trim()].join('|'),
    );
    setIdempotency(next);
    adjust.mutate(
      { address: user.address, asset, amountWei: amount.amountWei, reason, idempotencyKey: next.key },
      {
        onSuccess: (result) => {
          setIdempotency(undefined);
          setConfirming(false);
          setAmountText('');
          setReason('');
          setTried(false);
          showToast(
            result.pending
              ? // docs/rules.md "Treasury limits": above the threshold a second operator must send it too.
                `Proposed: a second operator must send the same adjustment within 24 hours; nothing moved yet`
              : `Adjusted: ${result.asset} available is now ${formatConsoleAmount(result.available, result.asset)}`,
          );
        },
        onError: (error) => showToast(describeConsoleError(error)),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={textStyle.heading}>
        Adjust balance
      </h2>
      <Stack as="form" gap={16} onSubmit={review} noValidate>
        <ConsoleFilterChips
          legend="Asset to adjust"
          options={ASSET_OPTIONS}
          value={asset}
          onChange={setAsset}
        />
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-amount`}>
          Amount in whole tokens (negative to debit)
          <Input
            id={`${formId}-amount`}
            className={styles.input}
            value={amountText}
            onChange={setAmountText}
            inputMode="decimal"
            placeholder="e.g. 25 or -12.5"
            autoComplete="off"
          />
        </Stack>
        {tried && !amount.ok && <p className={styles.problem}>{SIGNED_AMOUNT_MESSAGES[amount.problem]}</p>}
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-reason`}>
          Reason (shown to the user in the asset's history)
          <textarea
            id={`${formId}-reason`}
            className={styles.textarea}
            value={reason}
            maxLength={ADJUSTMENT_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            data-testid="adjust-reason"
          />
        </Stack>
        <span className={styles.counter} aria-live="polite">
          {reason.length}/{ADJUSTMENT_REASON_MAX}
        </span>
        {tried && !reasonOk && (
          <p className={styles.problem}>
            A reason of {ADJUSTMENT_REASON_MIN} to {ADJUSTMENT_REASON_MAX} characters is required
          </p>
        )}
        <Row wrap gap={8}>
          <Button type="submit" color="primary" disabled={adjust.isPending}>
            Review adjustment
          </Button>
        </Row>
      </Stack>
      {confirming && amount.ok && (
        <ConsoleDialog
          open
          title="Adjust this balance?"
          confirmText={amount.amountWei > 0n ? 'Credit' : 'Debit'}
          danger={amount.amountWei < 0n}
          busy={adjust.isPending}
          confirmDisabled={afterWei < 0n}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <DialogSummary
            rows={[
              { label: 'User', value: user.address },
              { label: 'Amount', value: formatExact(amount.amountWei, asset) },
              { label: 'Available before', value: formatConsoleAmount(beforeWei, asset) },
              { label: 'Available after', value: formatConsoleAmount(afterWei, asset) },
              { label: 'Reason', value: reason.trim() },
            ]}
          />
          {afterWei < 0n && (
            <p className={styles.warning} role="alert">
              The debit is larger than the available balance; the server would refuse it.
            </p>
          )}
        </ConsoleDialog>
      )}
    </Card>
  );
}
