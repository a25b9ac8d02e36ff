import { useReducer } from 'react';
import { EMPTY_MONEY_FORM, moneyFormReducer, shouldShowProblem } from './money-form-reducer';
import { useIdempotencyKey } from './use-idempotency-key';

/** The mutation a money form runs; a TanStack Query `useMutation` result fits. */
export type MoneyFormMutation<I, R> = {
  mutate: (input: I, options: { onSuccess: (record: R) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

/** What the confirmation opened for: the page's draft (quote, asset, recipient) and its key. */
export type MoneyFormPending<D> = D & { key: string };

/**
 * The form logic withdraw, transfer and swap share: the amount text, when problems show, the
 * confirmation sheet (opened by `review` with a valid draft, closed by cancel or success), the
 * idempotency key (STYLE "Money and jobs": one per draft `fingerprint`, so a retried Confirm
 * reuses it; dropped after a success) and the created record, cleared by the next edit.
 */
export function useMoneyForm<D, I, R>(options: {
  mutation: MoneyFormMutation<I, R>;
  /** What the request is for; the same fingerprint again reuses the key. */
  fingerprint: (draft: D) => string;
  /** The mutation's input for a confirmed draft. */
  toInput: (pending: MoneyFormPending<D>) => I;
  /** After the form has started over (a toast, other fields to clear). */
  onSuccess: (record: R) => void;
  /**
   * Whether a failure closes the confirmation (the page then shows why, e.g. withdrawals paused);
   * by default it stays open for another try with the same key.
   */
  closesOnError?: (error: unknown) => boolean;
  /** What the field holds before the user types (a quantity starts at 1); empty by default. */
  initialText?: string;
}) {
  const { mutation, fingerprint, toInput, onSuccess, closesOnError, initialText = '' } = options;
  const idempotency = useIdempotencyKey();
  const [state, dispatch] = useReducer(moneyFormReducer<MoneyFormPending<D>, R>, {
    ...EMPTY_MONEY_FORM,
    text: initialText,
  });
  const { pending } = state;

  function confirm() {
    if (!pending) return;
    mutation.mutate(toInput(pending), {
      onSuccess: (record) => {
        idempotency.reset();
        dispatch({ type: 'succeeded', record });
        onSuccess(record);
      },
      onError: (error) => {
        if (closesOnError?.(error)) dispatch({ type: 'cancelled' });
      },
    });
  }

  return {
    text: state.text,
    pending,
    created: state.created,
    setText: (text: string) => dispatch({ type: 'amountEdited', text }),
    /** Call when a field other than the amount changes. */
    fieldEdited: () => dispatch({ type: 'fieldEdited' }),
    /** Whether the problem of a field holding `value` shows. */
    showsProblem: (value: string) => shouldShowProblem(state.showErrors, value),
    /** Submit: shows the problems, and opens the confirmation when there is a valid draft. */
    review: (draft: D | undefined) =>
      dispatch({
        type: 'reviewed',
        pending: draft === undefined ? undefined : { ...draft, key: idempotency.keyFor(fingerprint(draft)) },
      }),
    /** The ConfirmSheet's state and handlers. */
    sheet: {
      open: pending !== undefined,
      busy: mutation.isPending,
      onConfirm: confirm,
      onCancel: () => dispatch({ type: 'cancelled' }),
    },
  };
}
