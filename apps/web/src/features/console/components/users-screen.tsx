import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { isAddress } from 'viem';
import { Row, Stack } from '../../../components/layout/stack';
import { useOperatorUser } from '../api/get-operator-user';
import { AdjustBalanceForm } from './adjust-balance-form';
import styles from './console.module.css';
import { ConsoleError, ConsoleSkeleton } from './console-states';
import { UserLedger } from './user-ledger';
import { UserSummary } from './user-summary';

/** Look a user up by address: balances, level, team, KYC, last session, ledger and adjustments. */
export function UsersScreen() {
  const [address, setAddress] = useState('');
  return (
    <Stack as="section" gap={16} aria-labelledby="users-title">
      <h1 id="users-title" className={styles.title}>
        Users
      </h1>
      <LookUpForm onLookUp={setAddress} />
      {address && <UserDetails key={address} address={address} />}
    </Stack>
  );
}

function LookUpForm({ onLookUp }: { onLookUp: (address: string) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = text.trim();
    if (!isAddress(address, { strict: false })) {
      setProblem('Enter a wallet address: 0x and 40 hexadecimal characters');
      return;
    }
    setProblem('');
    onLookUp(address);
  };
  return (
    <Row as="form" wrap gap={12} className={styles.filters} onSubmit={submit} aria-label="Look up a user">
      <Stack as="label" gap={4} className={styles.field} htmlFor={inputId}>
        Wallet address
        <Input
          id={inputId}
          className={styles.input}
          value={text}
          onChange={setText}
          placeholder="0x…"
          autoComplete="off"
          aria-invalid={problem !== ''}
        />
      </Stack>
      <Row wrap gap={8}>
        <Button type="submit" color="primary">
          Look up
        </Button>
      </Row>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </Row>
  );
}

function UserDetails({ address }: { address: string }) {
  const query = useOperatorUser(address);
  if (query.isPending) return <ConsoleSkeleton rows={5} />;
  if (query.isError) return <ConsoleError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <UserSummary user={query.data} />
      <AdjustBalanceForm user={query.data} />
      <UserLedger address={query.data.address} />
    </>
  );
}
