// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInteractive } from '../../../testing/render-interactive';
import { DepositAmountField } from './deposit-amount-field';

const ONE_USDT = 10n ** 18n;

/** The field as the page holds it: its text in state, Deposit not pressed yet. */
function Field({ walletWei, submitted = false }: { walletWei: bigint | undefined; submitted?: boolean }) {
  const [text, setText] = useState('');
  return (
    <DepositAmountField
      value={text}
      onChange={setText}
      walletWei={walletWei}
      submitted={submitted}
      disabled={false}
    />
  );
}

const render = (walletWei: bigint | undefined, submitted?: boolean) =>
  renderInteractive(new QueryClient(), <Field walletWei={walletWei} submitted={submitted} />);

afterEach(cleanup);

describe('DepositAmountField', () => {
  it('says "Insufficient balance" under the field while an amount over the wallet is typed', async () => {
    const { user } = render(100n * ONE_USDT);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '150');
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '99.5');
    expect(screen.queryByText('Insufficient balance')).toBeNull();
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it("names the wallet's balance as the wallet's, not as the platform's 'Available'", () => {
    render(1234n * ONE_USDT);
    expect(screen.getByText('In your wallet: 1,234 USDT')).toBeTruthy();
    expect(screen.queryByText(/^Available/)).toBeNull();
  });

  it('says nothing of the balance before it is read, and asks for an amount once Deposit is pressed', async () => {
    const { user } = render(undefined, true);
    expect(screen.getByText('Please enter the correct amount')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '5000');
    expect(screen.queryByText('Insufficient balance')).toBeNull();
    expect(screen.queryByText('Please enter the correct amount')).toBeNull();
  });
});
