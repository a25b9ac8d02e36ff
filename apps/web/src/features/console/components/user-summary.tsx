import type { OperatorUser } from '@woohoo/shared/api/operator';
import { Card } from '../../../components/layout/card';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';

/** Who the user is: level, team, KYC and last session, then every asset's buckets. */
export function UserSummary({ user }: { user: OperatorUser }) {
  const facts = [
    { label: 'Address', value: user.address },
    { label: 'Referrer code (pid)', value: user.pid ?? '—' },
    { label: 'Registered', value: formatConsoleTime(user.createdAt) },
    { label: 'Level', value: user.level === null ? 'None settled yet' : `V${user.level}` },
    { label: 'Team', value: `${user.team.directs} direct, ${user.team.size} in total` },
    { label: 'KYC email', value: user.kyc.email ?? 'Not verified' },
    { label: 'KYC verified at', value: formatConsoleTime(user.kyc.verifiedAt) },
    { label: 'Last session', value: formatConsoleTime(user.lastSession) },
  ];
  return (
    <>
      <Card as="section" aria-labelledby="user-facts-title">
        <h2 id="user-facts-title" className={textStyle.heading}>
          User
        </h2>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <Stack key={fact.label} gap={2} grow>
              <dt className={textStyle.fine}>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Stack>
          ))}
        </dl>
      </Card>
      <Card as="section" aria-labelledby="user-balances-title">
        <h2 id="user-balances-title" className={textStyle.heading}>
          Balances
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Asset</th>
                <th scope="col">Available</th>
                <th scope="col">Withdraw hold</th>
                <th scope="col">Staked</th>
                <th scope="col">Vesting</th>
                <th scope="col">Reward hold</th>
              </tr>
            </thead>
            <tbody>
              {user.balances.map((b) => (
                <tr key={b.asset} data-testid={`balance-${b.asset}`}>
                  <td data-label="Asset">{b.asset}</td>
                  <td data-label="Available" className={styles.mono}>
                    {formatConsoleAmount(b.available)}
                  </td>
                  <td data-label="Withdraw hold" className={styles.mono}>
                    {formatConsoleAmount(b.withdrawHold)}
                  </td>
                  <td data-label="Staked" className={styles.mono}>
                    {formatConsoleAmount(b.staked)}
                  </td>
                  <td data-label="Vesting" className={styles.mono}>
                    {formatConsoleAmount(b.vesting)}
                  </td>
                  <td data-label="Reward hold" className={styles.mono}>
                    {formatConsoleAmount(b.rewardHold)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
