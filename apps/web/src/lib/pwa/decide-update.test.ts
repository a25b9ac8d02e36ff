import { describe, expect, it } from 'vitest';
import { decideUpdate, isUpdateCheckDue, type PageActivity, UPDATE_CHECK_INTERVAL_MS } from './decide-update';

function makeActivity(overrides: Partial<PageActivity> = {}): PageActivity {
  return {
    interacted: false,
    fieldFilled: false,
    dialogOpen: false,
    mutationsInFlight: 0,
    loadingOverlay: false,
    ...overrides,
  };
}

describe('decideUpdate', () => {
  it('applies a new version at once while the user has not done anything yet', () => {
    expect(decideUpdate(makeActivity())).toBe('apply-now');
  });

  it.each<[string, Partial<PageActivity>]>([
    ['the user has touched the page', { interacted: true }],
    ['a field has text in it', { fieldFilled: true }],
    ['a sheet or dialog is open (a confirmation)', { dialogOpen: true }],
    ['the user has touched the page and a payment is in flight', { interacted: true, mutationsInFlight: 1 }],
  ])('only offers the new version when %s', (_, overrides) => {
    expect(decideUpdate(makeActivity(overrides))).toBe('offer');
  });

  it.each<[string, Partial<PageActivity>]>([
    ['a write or a signature is in flight', { mutationsInFlight: 1 }],
    ['a call is behind the loading overlay', { loadingOverlay: true }],
  ])('waits while %s, without asking the user', (_, overrides) => {
    expect(decideUpdate(makeActivity(overrides))).toBe('wait');
  });
});

describe('isUpdateCheckDue', () => {
  it('checks again once an interval has passed since the last check, not before', () => {
    expect(isUpdateCheckDue(1_000, 1_000 + UPDATE_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(isUpdateCheckDue(1_000, 1_000 + UPDATE_CHECK_INTERVAL_MS)).toBe(true);
  });
});
