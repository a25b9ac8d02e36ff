import Skeleton from 'antd-mobile/es/components/skeleton';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import type { BalanceState } from '../hooks/use-wallet-balances';
import styles from './balance-item.module.css';

/**
 * One balance: the token label ("USDT", "BNB") as the term and the amount as its definition
 * (tests: `dt:text-is("USDT") + dd`, or the test id `balance-usdt`); a skeleton while loading
 * and a dash when it could not be read.
 */
export function BalanceItem({
  label,
  testId,
  balance,
}: {
  label: string;
  testId: string;
  balance: BalanceState;
}) {
  return (
    <div className={styles.item}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value} aria-busy={balance.isLoading} translate="no" data-testid={testId}>
        {balance.isLoading ? (
          <Skeleton animated className={styles.skeleton} />
        ) : balance.amountWei === undefined ? (
          '—'
        ) : (
          formatTokenAmount(balance.amountWei, balance.decimals)
        )}
      </dd>
    </div>
  );
}
