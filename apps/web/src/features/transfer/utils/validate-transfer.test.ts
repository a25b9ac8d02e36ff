import { describe, expect, it } from 'vitest';
import { checkRecipient, validateTransfer } from './validate-transfer';

const USDT = 10n ** 18n;
const SELF = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function makeInput(overrides: Partial<Parameters<typeof validateTransfer>[0]> = {}) {
  return {
    recipient: OTHER,
    lookup: 'registered' as const,
    text: '10',
    selfAddress: SELF,
    availableWei: 100n * USDT,
    feeBps: 100n,
    ...overrides,
  };
}

describe('validateTransfer: the recipient look-up', () => {
  it('refuses an address the server does not know, before the confirmation', () => {
    expect(validateTransfer(makeInput({ lookup: 'notRegistered' }))).toMatchObject({
      ok: false,
      recipientProblem: 'notRegistered',
      amountProblem: undefined,
    });
  });
  it('waits for the answer, and says when it could not be had', () => {
    expect(validateTransfer(makeInput({ lookup: 'checking' }))).toMatchObject({
      ok: false,
      recipientProblem: 'checking',
    });
    expect(validateTransfer(makeInput({ lookup: 'lookupFailed' }))).toMatchObject({
      ok: false,
      recipientProblem: 'lookupFailed',
    });
  });
  it('names a fault of the text before any look-up', () => {
    expect(validateTransfer(makeInput({ recipient: '0x12', lookup: 'checking' }))).toMatchObject({
      recipientProblem: 'addressInvalid',
    });
  });
});

describe('checkRecipient', () => {
  it('accepts an address in lower case and gives it checksummed', () => {
    expect(checkRecipient(OTHER.toLowerCase(), SELF)).toEqual({ ok: true, to: OTHER });
  });
  it('asks for an address when there is none', () => {
    expect(checkRecipient('  ', SELF)).toEqual({ ok: false, problem: 'missing' });
  });
  it('refuses text that is not an address, or a mistyped checksum', () => {
    expect(checkRecipient('0x123', SELF)).toEqual({ ok: false, problem: 'addressInvalid' });
    expect(checkRecipient(OTHER.replace('C44', 'c44'), SELF)).toEqual({
      ok: false,
      problem: 'addressInvalid',
    });
  });
  it('refuses a transfer to oneself in any letter case', () => {
    expect(checkRecipient(SELF.toLowerCase(), SELF)).toEqual({ ok: false, problem: 'self' });
  });
});

describe('validateTransfer', () => {
  it('quotes the percentage fee: the recipient gets the rest', () => {
    expect(validateTransfer(makeInput())).toEqual({
      ok: true,
      to: OTHER,
      quote: { amountWei: 10n * USDT, feeWei: USDT / 10n, receivedWei: 10n * USDT - USDT / 10n },
    });
  });
  it('needs an address and an amount (SPEC 5)', () => {
    expect(validateTransfer(makeInput({ recipient: '', text: '' }))).toEqual({
      ok: false,
      recipientProblem: 'missing',
      amountProblem: 'missing',
    });
  });
  it('quotes a valid amount while the recipient is still wrong, so the fee shows as it is typed', () => {
    expect(validateTransfer(makeInput({ recipient: '' }))).toEqual({
      ok: false,
      recipientProblem: 'missing',
      amountProblem: undefined,
      cost: { amountWei: 10n * USDT, feeWei: USDT / 10n, receivedWei: 99n * (USDT / 10n) },
    });
  });
  it('reports each field on its own', () => {
    expect(validateTransfer(makeInput({ text: '1000' }))).toEqual({
      ok: false,
      recipientProblem: undefined,
      amountProblem: 'insufficientBalance',
      cost: { amountWei: 1000n * USDT, feeWei: 10n * USDT, receivedWei: 990n * USDT },
    });
    expect(validateTransfer(makeInput({ recipient: 'nope', text: '0' }))).toEqual({
      ok: false,
      recipientProblem: 'addressInvalid',
      amountProblem: 'amountInvalid',
    });
  });
});
