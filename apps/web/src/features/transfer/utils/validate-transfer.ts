import type { Quote } from '@woohoo/shared/money-rules';
import { quoteTransfer } from '@woohoo/shared/money-rules';
import { type Address, getAddress, isAddress } from 'viem';
import { type AmountProblem, validateAmount } from '../../../lib/money/validate-amount';

/** SPEC 5 "Transfer needs an address and an amount" is `missing`; the rest name the field's fault. */
export type RecipientProblem = 'missing' | 'addressInvalid' | 'self';

/** What the server said of the recipient (GET /api/user/registered). */
export type RecipientLookup = 'checking' | 'registered' | 'notRegistered' | 'lookupFailed';

/** Why the recipient cannot be confirmed: a fault of the text, or what the look-up found. */
export type RecipientCheckProblem = RecipientProblem | Exclude<RecipientLookup, 'registered'>;
export type TransferAmountProblem = 'missing' | AmountProblem;

export type TransferCheck =
  | { ok: true; to: Address; quote: Quote }
  | {
      ok: false;
      recipientProblem: RecipientCheckProblem | undefined;
      amountProblem: TransferAmountProblem | undefined;
      /**
       * The amount's fee and what arrives, when the amount is a valid one: its only fault the
       * balance, or none while the recipient is still wrong or being looked up.
       */
      cost?: Quote;
    };

/** The recipient: an EVM address (a mixed-case one must carry a valid checksum), and not oneself. */
export function checkRecipient(
  text: string,
  selfAddress: string,
): { ok: true; to: Address } | { ok: false; problem: RecipientProblem } {
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'missing' };
  if (!isAddress(value)) return { ok: false, problem: 'addressInvalid' };
  if (value.toLowerCase() === selfAddress.toLowerCase()) return { ok: false, problem: 'self' };
  return { ok: true, to: getAddress(value) };
}

/**
 * A transfer as the server will judge it: a valid recipient other than oneself that the server
 * knows as a registered user (`lookup`, the answer for this address), and an amount whose
 * percentage fee (shared quoteTransfer) leaves something and that the balance covers. Each
 * field reports its own problem so the message shows under the field at fault, before Confirm;
 * the fee shows as soon as the amount is a valid one, whatever the recipient field holds.
 */
export function validateTransfer(input: {
  recipient: string;
  lookup: RecipientLookup;
  text: string;
  selfAddress: string;
  availableWei: bigint;
  feeBps: bigint;
}): TransferCheck {
  const address = checkRecipient(input.recipient, input.selfAddress);
  const recipient =
    address.ok && input.lookup !== 'registered' ? ({ ok: false, problem: input.lookup } as const) : address;
  const amount =
    input.text.trim() === ''
      ? ({ ok: false, problem: 'missing' } as const)
      : validateAmount({
          text: input.text,
          availableWei: input.availableWei,
          quote: (amountWei) => quoteTransfer(amountWei, input.feeBps),
        });
  if (recipient.ok && amount.ok) return { ok: true, to: recipient.to, quote: amount.quote };
  return {
    ok: false,
    recipientProblem: recipient.ok ? undefined : recipient.problem,
    amountProblem: amount.ok ? undefined : amount.problem,
    cost: amount.ok ? amount.quote : 'cost' in amount ? amount.cost : undefined,
  };
}
