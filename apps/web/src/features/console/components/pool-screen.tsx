import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { useFundPoolReward } from '../api/fund-pool-reward';
import { usePoolRewardRequest } from '../api/get-pool-reward';
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
        showToast('Pool reward requested');
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
          The payout worker signs Funding.addReward on chain with the treasury's key; stakers earn it in
          proportion to their stake. A sent reward cannot be taken back.
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
      {fund.isSuccess && <PoolRewardState id={fund.data.id} amountWei={fund.variables} />}
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

const POOL_REWARD_STATES = {
  requested: 'Requested: the payout worker sends it on its next tick',
  confirmed: 'Confirmed on chain',
  failed: 'Failed',
} as const;

/** A requested reward as it stands, read again until the payout worker has sent it. */
function PoolRewardState({ id, amountWei }: { id: string; amountWei: bigint }) {
  const query = usePoolRewardRequest(id);
  const state = query.data?.state ?? 'requested';
  return (
    <Card as="section" className={styles.narrow} aria-label="Requested" data-testid="pool-reward-sent">
      <h2 className={textStyle.heading}>Reward #{id}</h2>
      <DialogSummary
        rows={[
          { label: 'Amount', value: formatExactConsoleAmount(amountWei, 'BHC') },
          { label: 'State', value: <span data-testid="pool-reward-state">{POOL_REWARD_STATES[state]}</span> },
          ...(query.data?.failure ? [{ label: 'Why', value: query.data.failure }] : []),
          ...(query.data?.txHash
            ? [{ label: 'Transaction', value: <span data-testid="pool-reward-tx">{query.data.txHash}</span> }]
            : []),
        ]}
      />
    </Card>
  );
}
