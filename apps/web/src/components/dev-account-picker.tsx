import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ANVIL_TEST_ACCOUNTS, chooseDevAccount, currentDevAccount } from '../lib/wallet/dev-wallet-accounts';
import styles from './connect-wallet-sheet.module.css';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * Under the dev wallet in the connect sheet (local chain only): which of anvil's test accounts it
 * connects as, so a tester acts as another user without the browser's console (README "Signing in
 * locally"). Account 9 is the local operator's.
 */
export function DevAccountPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.devAccount}>
      <label htmlFor={id} className={styles.devAccountLabel}>
        {t('wallet.devAccount')}
      </label>
      <select
        id={id}
        className={styles.devAccountSelect}
        value={currentDevAccount()}
        disabled={disabled}
        onChange={(event) => chooseDevAccount(Number(event.target.value))}
      >
        {ANVIL_TEST_ACCOUNTS.map((address, index) => (
          <option key={address} value={index + 1}>
            {t('wallet.devAccountOption', { number: index + 1, address: short(address) })}
          </option>
        ))}
      </select>
    </div>
  );
}
