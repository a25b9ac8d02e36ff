import { createFlagStore } from '../../../lib/create-flag-store';
import { createValueStore } from '../../../lib/create-value-store';
import { type DepositProgress, IDLE_DEPOSIT } from '../utils/deposit-progress';

/**
 * SPEC 4's "recharge flag", set while a deposit runs in the wallet, and the deposit's progress.
 * Module state, not component state: a deposit keeps running if the user leaves the page, and
 * coming back shows where it is (and keeps the button disabled) instead of a fresh form.
 */
export const rechargeFlagStore = createFlagStore();
export const depositProgressStore = createValueStore<DepositProgress>(IDLE_DEPOSIT);
