// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_WALLET_ACCOUNT_KEY } from '../lib/wallet/dev-wallet-accounts';
import enUS from '../locales/en_US.json';
import { DevAccountPicker } from './dev-account-picker';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { 'en-US': { translation: enUS } },
  lng: 'en-US',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const renderPicker = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <DevAccountPicker disabled={false} />
    </I18nextProvider>,
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('DevAccountPicker', () => {
  it('shows account 1 until another is chosen, each account with its short address', () => {
    renderPicker();
    const select = screen.getByRole('combobox', { name: 'Test account' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Account 1 · 0x7099…79C8', 'Account 9 · 0xa0Ee…9720']),
    );
    expect(screen.getAllByRole('option')).toHaveLength(9);
  });

  it('stores the account picked and reloads, so the dev wallet connects as it', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    renderPicker();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Test account' }), '3');
    expect(localStorage.getItem(DEV_WALLET_ACCOUNT_KEY)).toBe('3');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads a stored choice as the account shown', () => {
    localStorage.setItem(DEV_WALLET_ACCOUNT_KEY, '5');
    renderPicker();
    expect((screen.getByRole('combobox', { name: 'Test account' }) as HTMLSelectElement).value).toBe('5');
  });
});
