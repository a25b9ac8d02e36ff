/**
 * The state a money form (withdraw, transfer, swap) keeps between renders: the amount text (SPEC 5
 * filtered by the field), whether problems show before the user typed (after a first submit), the
 * confirmation it opened (`pending`, with its idempotency key) and the record the last one created.
 */
export type MoneyFormState<P, R> = {
  text: string;
  showErrors: boolean;
  pending: P | undefined;
  created: R | undefined;
};

export type MoneyFormAction<P, R> =
  /** The amount changed: the last result no longer describes the form. */
  | { type: 'amountEdited'; text: string }
  /** Another field (asset, recipient) changed: likewise. */
  | { type: 'fieldEdited' }
  /** Submit was pressed: problems show from now on; `pending` is there when the form is valid. */
  | { type: 'reviewed'; pending: P | undefined }
  | { type: 'cancelled' }
  /** The server created the record: the form starts over and shows what was created. */
  | { type: 'succeeded'; record: R };

export const EMPTY_MONEY_FORM: MoneyFormState<never, never> = {
  text: '',
  showErrors: false,
  pending: undefined,
  created: undefined,
};

/** The transitions of a money form, pure so that they are tested without React. */
export function moneyFormReducer<P, R>(
  state: MoneyFormState<P, R>,
  action: MoneyFormAction<P, R>,
): MoneyFormState<P, R> {
  switch (action.type) {
    case 'amountEdited':
      return { ...state, text: action.text, created: undefined };
    case 'fieldEdited':
      return { ...state, created: undefined };
    case 'reviewed':
      return { ...state, showErrors: true, pending: action.pending ?? state.pending };
    case 'cancelled':
      return { ...state, pending: undefined };
    case 'succeeded':
      return { text: '', showErrors: false, pending: undefined, created: action.record };
  }
}

/** A field's problem shows once it holds something, or for every field after a first submit. */
export function shouldShowProblem(showErrors: boolean, value: string): boolean {
  return value !== '' || showErrors;
}
