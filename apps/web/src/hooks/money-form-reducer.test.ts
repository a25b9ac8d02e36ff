import { describe, expect, it } from 'vitest';
import {
  EMPTY_MONEY_FORM,
  type MoneyFormState,
  moneyFormReducer,
  shouldShowProblem,
} from './money-form-reducer';

type Pending = { amount: string; key: string };
type Created = { id: string };

function makeState(
  overrides: Partial<MoneyFormState<Pending, Created>> = {},
): MoneyFormState<Pending, Created> {
  return { ...EMPTY_MONEY_FORM, ...overrides };
}

const PENDING: Pending = { amount: '10', key: 'key-1' };
const CREATED: Created = { id: 'record-1' };

describe('moneyFormReducer', () => {
  it('starts empty, quiet, closed and without a result', () => {
    expect(makeState()).toEqual({ text: '', showErrors: false, pending: undefined, created: undefined });
  });

  it('takes the edited amount and drops the last result', () => {
    const next = moneyFormReducer(makeState({ text: '1', created: CREATED }), {
      type: 'amountEdited',
      text: '12',
    });
    expect(next).toEqual(makeState({ text: '12' }));
  });

  it('drops the last result when another field changes, keeping the amount', () => {
    const next = moneyFormReducer(makeState({ text: '5', created: CREATED }), { type: 'fieldEdited' });
    expect(next).toEqual(makeState({ text: '5' }));
  });

  it('shows problems after a submit of an invalid form without opening the confirmation', () => {
    const next = moneyFormReducer(makeState({ text: 'x' }), { type: 'reviewed', pending: undefined });
    expect(next).toEqual(makeState({ text: 'x', showErrors: true }));
  });

  it('opens the confirmation for a valid form', () => {
    const next = moneyFormReducer(makeState({ text: '10' }), { type: 'reviewed', pending: PENDING });
    expect(next).toEqual(makeState({ text: '10', showErrors: true, pending: PENDING }));
  });

  it('closes the confirmation on cancel and keeps what was typed', () => {
    const next = moneyFormReducer(makeState({ text: '10', showErrors: true, pending: PENDING }), {
      type: 'cancelled',
    });
    expect(next).toEqual(makeState({ text: '10', showErrors: true }));
  });

  it('starts over after a success and shows the created record', () => {
    const next = moneyFormReducer(makeState({ text: '10', showErrors: true, pending: PENDING }), {
      type: 'succeeded',
      record: CREATED,
    });
    expect(next).toEqual(makeState({ created: CREATED }));
  });
});

describe('shouldShowProblem', () => {
  it('hides the problem of an untouched field before the first submit', () => {
    expect(shouldShowProblem(false, '')).toBe(false);
  });
  it('shows the problem of a field that holds something', () => {
    expect(shouldShowProblem(false, '0')).toBe(true);
  });
  it('shows the problem of every field after a submit', () => {
    expect(shouldShowProblem(true, '')).toBe(true);
  });
});
