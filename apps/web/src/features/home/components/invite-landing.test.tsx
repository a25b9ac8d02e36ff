// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setReferrer } from '../../../lib/session/session-reducers';
import { updateSession } from '../../../lib/session/session-store';
import { connectSheetStore } from '../../../lib/wallet/connect-sheet-store';
import enUS from '../../../locales/en_US.json';
import { AccountCard } from './account-card';

const INVITER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { 'en-US': { translation: enUS } },
  lng: 'en-US',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Home's wallet card with no wallet connected (the shell's connection store starts so). */
function renderCard() {
  return render(
    <I18nextProvider i18n={i18n}>
      <AccountCard signInButton={null} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  updateSession((state) => setReferrer(state, ''));
  connectSheetStore.set(false);
});

describe('the invite landing (home before connecting)', () => {
  it('names the inviter, says the binding is permanent and opens the connect sheet', async () => {
    updateSession((state) => setReferrer(state, INVITER));
    const user = userEvent.setup();
    renderCard();

    const landing = screen.getByRole('region', { name: 'You were invited' });
    const inviter = within(landing).getByTestId('invite-landing-inviter');
    expect(inviter.textContent).toBe('0xa0Ee…9720');
    expect(inviter.getAttribute('title')).toBe(INVITER);
    expect(within(landing).getByText(/The binding is permanent and can never be changed\./)).toBeTruthy();
    expect(within(landing).getByText(/you choose whether to bind this referrer/)).toBeTruthy();
    expect(screen.queryByText('Wallet not connected')).toBeNull();

    await user.click(within(landing).getByRole('button', { name: 'Connect wallet' }));
    expect(connectSheetStore.get()).toBe(true);
  });

  it('shows the plain connect prompt without an invite', () => {
    renderCard();
    expect(screen.getByRole('region', { name: 'Wallet not connected' })).toBeTruthy();
    expect(screen.queryByTestId('invite-landing')).toBeNull();
  });
});
