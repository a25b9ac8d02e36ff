/**
 * The VIP link of a captain or ambassador who was granted the perk (SPEC 6 "VIP link"): their
 * invite link (lib/referral/build-invite-link.ts, `…#/?ref=0x…`) with `&vip=1` after the
 * referrer, so the page it opens can tell the two links apart.
 */
export function buildVipLink(inviteLink: string): string {
  return `${inviteLink}&vip=1`;
}
