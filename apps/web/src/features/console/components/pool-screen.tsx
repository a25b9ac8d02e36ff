import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useFundPoolReward } from '../api/fund-pool-reward';
import { describeConsoleError } from '../utils/describe-console-error';
import { formatExactConsoleAmount } from '../utils/format-console-amount';
import { parseTokenAmount, TOKEN_AMOUNT_MESSAGES } from '../utils/parse-token-amount';
import styles from './console.module.css';
import { ConsoleDialog, DialogSummary } from './console-dialog';

/** The route exists only on a server with a chain: a 404 means this server cannot fund the pool. */
function describePoolError(error: unknown): string {
  if (isApiError(error) && error.status === 404) return 'Not available on this server';
  return describeConsoleError(error);
}

/**
 * "Fund the staking pool's rewards" (docs/rules.md "The on-chain pool"): a BHC amount in whole
 * tokens, converted exactly, sent after a confirmation; the treasury signs and the transaction
 * hash is shown.
 */
export function PoolScreen() {
  const formId = useId();
  const fund = useFundPoolReward();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const amount = parseTokenAmount(text);
  const review = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amount.ok) setConfirming(true);
  };
  const confirm = () => {
    if (!amount.ok) return;
    fund.mutate(amount.amountWei, {
      onSuccess: () => {
        setConfirming(false);
        setText('');
        setTried(false);
        showToast('Pool reward sent');
      },
      onError: (error) => {
        setConfirming(false);
        showToast(describePoolError(error));
      },
    });
  };
  return (
    <Stack as="section" gap={16} aria-labelledby="pool-title">
      <h1 id="pool-title" className={styles.title}>
        Pool
      </h1>
      <Card as="form" className={styles.narrow} onSubmit={review} noValidate>
        <h2 className={textStyle.heading}>Fund the staking pool's rewards</h2>
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-amount`}>
          Amount in whole BHC
          <Input
            id={`${formId}-amount`}
            className={styles.input}
            value={text}
            onChange={setText}
            inputMode="decimal"
            placeholder="e.g. 1000"
            autoComplete="off"
            data-testid="pool-reward-amount"
          />
        </Stack>
        {tried && !amount.ok && <p className={styles.problem}>{TOKEN_AMOUNT_MESSAGES[amount.problem]}</p>}
        <p className={styles.hint}>
          The treasury signs Funding.addReward on chain; stakers earn it in proportion to their stake. A sent
          reward cannot be taken back.
        </p>
        <Row wrap gap={8}>
          <Button type="submit" color="primary" disabled={fund.isPending} data-testid="pool-reward-review">
            Review
          </Button>
        </Row>
      </Card>
      {fund.isError && (
        <p className={styles.warning} role="alert" data-testid="pool-reward-error">
          {describePoolError(fund.error)}
        </p>
      )}
      {fund.isSuccess && (
        <Card as="section" className={styles.narrow} aria-label="Sent" data-testid="pool-reward-sent">
          <h2 className={textStyle.heading}>Reward sent</h2>
          <DialogSummary
            rows={[
              { label: 'Amount', value: formatExactConsoleAmount(fund.variables, 'BHC') },
              { label: 'Transaction', value: <span data-testid="pool-reward-tx">{fund.data.txHash}</span> },
            ]}
          />
        </Card>
      )}
      {confirming && amount.ok && (
        <ConsoleDialog
          open
          title="Fund the staking pool?"
          confirmText="Send reward"
          busy={fund.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <DialogSummary
            rows={[
              { label: 'Amount', value: formatExactConsoleAmount(amount.amountWei, 'BHC') },
              { label: 'From', value: 'The treasury' },
              { label: 'To', value: "The staking pool's rewards" },
            ]}
          />
          <p className={styles.hint}>An on-chain transaction: it cannot be undone.</p>
        </ConsoleDialog>
      )}
    </Stack>
  );
}
