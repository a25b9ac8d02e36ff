import type { PayoutSwitch } from '@woohoo/shared/api/operator-payouts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Row, Stack } from '../../../components/layout/stack';
import { showToast } from '../../../lib/toast';
import { usePayoutSwitch } from '../api/get-payout-switch';
import { useSetPayoutSwitch } from '../api/set-payout-switch';
import { formatUtcMinute } from '../utils/datetime-local';
import { describeConsoleError } from '../utils/describe-console-error';
import styles from './console.module.css';
import { ConsoleDialog } from './console-dialog';
import { ConsoleError, ConsoleSkeleton } from './console-states';

/**
 * The payout kill switch (docs/rules.md "The payout kill switch"): where it stands, who set it and
 * when, and the button that stops or starts payouts behind a confirmation saying what happens.
 */
export function PayoutSwitchPanel() {
  const query = usePayoutSwitch();
  const change = useSetPayoutSwitch();
  const [confirming, setConfirming] = useState(false);
  if (query.isPending) return <ConsoleSkeleton />;
  if (query.isError) return <ConsoleError error={query.error} onRetry={() => void query.refetch()} />;
  const state = query.data;
  const stop = !state.stopped;
  const send = () =>
    change.mutate(stop, {
      onSuccess: () => {
        setConfirming(false);
        showToast(stop ? 'Payouts stopped' : 'Payouts started');
      },
      onError: (error) => {
        setConfirming(false);
        showToast(describeConsoleError(error));
      },
    });
  return (
    <Stack as="section" gap={8} aria-label="Payout kill switch" data-testid="payout-switch">
      <PayoutSwitchState state={state} />
      <Row gap={8}>
        <Button
          size="small"
          color={stop ? 'danger' : 'primary'}
          // Outlined as the console's other danger buttons: white on the danger red fails contrast.
          fill={stop ? 'outline' : 'solid'}
          disabled={change.isPending}
          onClick={() => setConfirming(true)}
          data-testid="payout-switch-toggle"
        >
          {stop ? 'Stop payouts' : 'Start payouts'}
        </Button>
      </Row>
      <ConsoleDialog
        open={confirming}
        title={stop ? 'Stop all payouts?' : 'Start payouts again?'}
        confirmText={stop ? 'Stop payouts' : 'Start payouts'}
        danger={stop}
        busy={change.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      >
        <p className={styles.hint} data-testid="payout-switch-consequence">
          {stop
            ? 'The payout worker signs no new payout from its next pass; payouts already signed still settle. New withdrawals are refused and users read "payouts are paused by the operators". Recorded in the audit under your wallet.'
            : 'The payout worker pays approved withdrawals again from its next pass, and new withdrawals are accepted. Recorded in the audit under your wallet.'}
        </p>
      </ConsoleDialog>
    </Stack>
  );
}

/** Stopped (in the warning style) or running, with who set it and when. */
export function PayoutSwitchState({ state }: { state: PayoutSwitch }) {
  const by =
    state.changedBy && state.changedAt
      ? ` by ${state.changedBy} since ${formatUtcMinute(new Date(state.changedAt))}`
      : '';
  return state.stopped ? (
    <p className={styles.warning} role="status" data-testid="payout-switch-state" data-stopped="true">
      Payouts are stopped{by}. Nothing new is signed; payouts already signed still settle.
    </p>
  ) : (
    <p className={styles.notice} role="status" data-testid="payout-switch-state" data-stopped="false">
      Payouts are running{by}.
    </p>
  );
}
