import { describe, expect, it } from 'vitest';
import { canSignInWithReferrer, inviteStatus, offersReferrer } from './invite-status';

const INVITER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const SELF = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('inviteStatus', () => {
  it('offers the referrer only when the inviter can become one', () => {
    const valid = inviteStatus({
      inviter: INVITER,
      self: SELF,
      check: { status: 'success', registered: true },
    });
    expect([valid, canSignInWithReferrer(valid)]).toEqual(['valid', true]);
    const unknownUser = inviteStatus({
      inviter: INVITER,
      self: SELF,
      check: { status: 'success', registered: false },
    });
    expect([unknownUser, offersReferrer(unknownUser)]).toEqual(['notRegistered', false]);
  });

  it("refuses the invitee's own link whatever the check says, in any letter case", () => {
    const own = inviteStatus({
      inviter: SELF.toLowerCase(),
      self: SELF,
      check: { status: 'success', registered: true },
    });
    expect([own, offersReferrer(own)]).toEqual(['self', false]);
  });

  it('keeps both choices while checking or when the check failed (the sign-in checks again)', () => {
    const checking = inviteStatus({ inviter: INVITER, self: SELF, check: { status: 'pending' } });
    expect([checking, offersReferrer(checking), canSignInWithReferrer(checking)]).toEqual([
      'checking',
      true,
      false,
    ]);
    const failed = inviteStatus({ inviter: INVITER, self: undefined, check: { status: 'error' } });
    expect([failed, canSignInWithReferrer(failed)]).toEqual(['unknown', true]);
  });
});
