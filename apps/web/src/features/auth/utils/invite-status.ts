/**
 * What the invite card can say about the inviter of an invite link before the invitee signs:
 * - `checking` while the public check runs,
 * - `valid` for a registered user other than the invitee,
 * - `self` for the invitee's own link, `notRegistered` for an address that is no user (the
 *   sign-in would refuse either, 40018), so only "without a referrer" is offered,
 * - `unknown` when the check failed: both choices stay, the sign-in checks again.
 */
export type InviteStatus = 'checking' | 'valid' | 'self' | 'notRegistered' | 'unknown';

export function inviteStatus(input: {
  inviter: string;
  self: string | undefined;
  check: { status: 'pending' | 'error' | 'success'; registered?: boolean };
}): InviteStatus {
  if (input.self && input.self.toLowerCase() === input.inviter.toLowerCase()) return 'self';
  if (input.check.status === 'pending') return 'checking';
  if (input.check.status === 'error') return 'unknown';
  return input.check.registered ? 'valid' : 'notRegistered';
}

/** Whether "Sign in with this referrer" can be pressed now (it waits while checking). */
export function canSignInWithReferrer(status: InviteStatus): boolean {
  return status === 'valid' || status === 'unknown';
}

/** Whether the card shows "Sign in with this referrer" at all ("without" is always there). */
export function offersReferrer(status: InviteStatus): boolean {
  return status !== 'self' && status !== 'notRegistered';
}
