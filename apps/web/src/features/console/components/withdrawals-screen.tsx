import type { OperatorWithdrawal } from '@woohoo/shared/api/operator';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { Row, Stack } from '../../../components/layout/stack';
import { showToast } from '../../../lib/toast';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE, type WithdrawalStatusFilter } from '../api/get-withdrawals';
import { type ReviewDecision, useReviewWithdrawal } from '../api/review-withdrawal';
import { describeApprovalResult } from '../utils/describe-approvals';
import { describeConsoleError } from '../utils/describe-console-error';
import { WITHDRAWAL_STATUS_LABELS } from '../utils/describe-withdrawal-state';
import styles from './console.module.css';
import { ConsoleFilterActions } from './console-filter-actions';
import { ConsoleFilterChips } from './console-filter-chips';
import { ConsolePager } from './console-pager';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';
import { ApproveDialog, RejectDialog } from './review-dialogs';
import { WithdrawalTable } from './withdrawal-table';

const STATUS_OPTIONS: readonly { value: WithdrawalStatusFilter; label: string }[] = [
  { value: 'reviewing', label: WITHDRAWAL_STATUS_LABELS.reviewing },
  { value: 'approved', label: WITHDRAWAL_STATUS_LABELS.approved },
  { value: 'success', label: WITHDRAWAL_STATUS_LABELS.success },
  { value: 'rejected', label: WITHDRAWAL_STATUS_LABELS.rejected },
  { value: 'all', label: 'All' },
];

type Pending = { kind: 'approve' | 'reject'; withdrawal: OperatorWithdrawal };

/** The default screen: withdrawals by state and user, paged, approved or rejected after a confirmation. */
export function WithdrawalsScreen() {
  const [status, setStatus] = useState<WithdrawalStatusFilter>('reviewing');
  const [address, setAddress] = useState('');
  const [page, setPage] = useState(1);
  const query = useWithdrawals({ status, address, page });
  const review = useReviewWithdrawal();
  const [pending, setPending] = useState<Pending | null>(null);

  const decide = (decision: ReviewDecision) =>
    review.mutate(decision, {
      onSuccess: (result) => {
        setPending(null);
        showToast(
          decision.decision === 'approve'
            ? describeApprovalResult(result)
            : `Withdrawal #${result.id} rejected`,
        );
      },
      onError: (error) => showToast(describeConsoleError(error)),
    });

  return (
    <Stack as="section" gap={16} aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title" className={styles.title}>
        Withdrawals
      </h1>
      <ConsoleFilterChips
        legend="State"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <AddressFilter
        value={address}
        onApply={(next) => {
          setAddress(next);
          setPage(1);
        }}
      />
      <WithdrawalList
        status={status}
        query={query}
        busy={review.isPending}
        onApprove={(withdrawal) => setPending({ kind: 'approve', withdrawal })}
        onReject={(withdrawal) => setPending({ kind: 'reject', withdrawal })}
      />
      {query.data && (
        <ConsolePager
          label="Withdrawals"
          page={page}
          total={query.data.total}
          size={WITHDRAWALS_PAGE_SIZE}
          busy={query.isFetching}
          onChange={setPage}
        />
      )}
      {pending?.kind === 'approve' && (
        <ApproveDialog
          withdrawal={pending.withdrawal}
          busy={review.isPending}
          onConfirm={() => decide({ id: pending.withdrawal.id, decision: 'approve' })}
          onCancel={() => setPending(null)}
        />
      )}
      {pending?.kind === 'reject' && (
        <RejectDialog
          withdrawal={pending.withdrawal}
          busy={review.isPending}
          onConfirm={(reason) => decide({ id: pending.withdrawal.id, decision: 'reject', reason })}
          onCancel={() => setPending(null)}
        />
      )}
    </Stack>
  );
}

function WithdrawalList({
  status,
  query,
  busy,
  onApprove,
  onReject,
}: {
  status: WithdrawalStatusFilter;
  query: ReturnType<typeof useWithdrawals>;
  busy: boolean;
  onApprove: (withdrawal: OperatorWithdrawal) => void;
  onReject: (withdrawal: OperatorWithdrawal) => void;
}) {
  if (query.isPending) return <ConsoleSkeleton />;
  if (query.isError) return <ConsoleError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) {
    return (
      <ConsoleEmpty
        text={
          status === 'reviewing' ? 'No withdrawals waiting for review' : 'No withdrawals match these filters'
        }
      />
    );
  }
  return <WithdrawalTable items={query.data.items} busy={busy} onApprove={onApprove} onReject={onReject} />;
}

/** The user filter: applied on submit, so a half-typed address sends nothing. */
function AddressFilter({ value, onApply }: { value: string; onApply: (address: string) => void }) {
  const [text, setText] = useState(value);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim());
  };
  return (
    <Row as="form" wrap gap={12} className={styles.filters} onSubmit={submit} aria-label="Filter by user">
      <Stack as="label" gap={4} className={styles.field} htmlFor={inputId}>
        User address
        <Input
          id={inputId}
          className={styles.input}
          value={text}
          onChange={setText}
          placeholder="0x…"
          autoComplete="off"
          clearable
        />
      </Stack>
      <ConsoleFilterActions
        label="Filter"
        canClear={Boolean(value)}
        onClear={() => {
          setText('');
          onApply('');
        }}
      />
    </Row>
  );
}
