import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { KycChallenge, KycStatus } from '@woohoo/shared/api/kyc';
import {
  isSliderSolved,
  KYC_RULES,
  maskEmail,
  normalizeEmail,
  resendWaitSec,
} from '@woohoo/shared/kyc/kyc-rules';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import type { UserRecord } from '../user/user-record';
import { lockUserForUpdate } from '../user/user-service';
import { imageCaptcha, sliderPuzzle } from './challenge-images';
import {
  addTry,
  completeKyc,
  consumeChallenges,
  insertCode,
  lockLatestCode,
  type ProfileRow,
  replaceChallenges,
  selectChallengeAnswer,
  selectCodeCounts,
  selectLastCodeAt,
  selectProfile,
  selectTaken,
} from './kyc-repository';

export type { ProfileRow };

/** The user's verified KYC profile (email, IP, device, when); none before they passed. */
export function kycProfile(db: Queryable, userId: string): Promise<ProfileRow | undefined> {
  return selectProfile(db, userId);
}

export type KycDeps = { db: Db; now: () => Date; mailer: Mailer | undefined };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A code as stored: `<salt>$<sha256(salt:value)>`. */
function hashSecret(value: string): string {
  const salt = randomBytes(12).toString('hex');
  return `${salt}$${sha256(`${salt}:${value}`)}`;
}

function matchesSecret(stored: string, value: string): boolean {
  const [salt = '', hash = ''] = stored.split('$');
  const given = Buffer.from(sha256(`${salt}:${value}`), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /api/kyc/status: the user's KYC level, the bound email (masked) and the resend countdown. */
export async function kycStatus(deps: KycDeps, user: UserRecord): Promise<KycStatus> {
  const profile = await selectProfile(deps.db, user.id);
  const now = deps.now();
  const lastCodeAt = await selectLastCodeAt(deps.db, user.id);
  return {
    level: profile ? 1 : 0,
    email: profile ? maskEmail(profile.email) : null,
    verifiedAt: profile ? profile.verified_at.toISOString() : null,
    resendInSec: profile ? 0 : resendWaitSec(lastCodeAt, now),
  };
}

/** POST /api/kyc/challenge: a fresh image captcha and slider puzzle (older ones stop counting). */
export async function newChallenge(deps: KycDeps, user: UserRecord): Promise<KycChallenge> {
  const captcha = imageCaptcha();
  const slider = sliderPuzzle();
  const captchaId = randomUUID();
  const sliderId = randomUUID();
  const expiresAt = new Date(deps.now().getTime() + KYC_RULES.challengeTtlSec * 1000);
  await deps.db.transaction((tx) =>
    replaceChallenges(
      tx,
      user.id,
      [
        { id: captchaId, kind: 'captcha', answerText: captcha.text.toLowerCase(), answerX: null },
        { id: sliderId, kind: 'slider', answerText: null, answerX: slider.x },
      ],
      expiresAt,
    ),
  );
  return {
    captchaId,
    captchaImage: `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`,
    sliderId,
    sliderImage: slider.image,
    sliderPiece: slider.piece,
    sliderPieceY: slider.y,
    sliderWidth: KYC_RULES.slider.width,
    sliderHeight: KYC_RULES.slider.height,
    expiresInSec: KYC_RULES.challengeTtlSec,
  };
}

type SendCodeInput = {
  email: string;
  verifyImgs: string[];
  captchaCode: string;
  sliderX?: number | undefined;
  deviceId: string;
  ip: string;
};

/** Refuses a request the limits do not allow: KYC done, email or IP taken, too soon or too many. */
async function checkMayRequest(db: Queryable, now: Date, user: UserRecord, email: string, ip: string) {
  if (await selectProfile(db, user.id)) throw new AppError('kycAlreadyDone');
  const taken = await selectTaken(db, user.id, email, ip);
  if (taken.email) throw new AppError('kycEmailTaken');
  if (taken.ip) throw new AppError('kycIpTaken');
  const counts = await selectCodeCounts(db, user.id, email, ip, new Date(now.getTime() - 3_600_000));
  if (
    resendWaitSec(counts.userLast, now) > 0 ||
    resendWaitSec(counts.emailLast, now) > 0 ||
    counts.emailHour >= KYC_RULES.codesPerEmailHour ||
    counts.ipHour >= KYC_RULES.codesPerIpHour
  ) {
    throw new AppError('kycResendTooSoon');
  }
}

/**
 * Checks the captcha and the slider (SPEC 5, 8). Both are used up by this attempt whatever its
 * outcome, in a transaction of their own, so a failed answer cannot be retried or replayed.
 */
async function passSecurityChecks(deps: KycDeps, user: UserRecord, input: SendCodeInput): Promise<void> {
  if (input.verifyImgs.length === 0) throw new AppError('verifyImgsEmpty');
  if (input.sliderX === undefined) throw new AppError('securityVerificationRequired');
  const now = deps.now();
  const rows = await deps.db.transaction((tx) => consumeChallenges(tx, user.id, input.verifyImgs, now));
  const fresh = rows.filter((r) => r.used_at === null && r.expires_at > now);
  const captcha = fresh.find((r) => r.kind === 'captcha');
  const slider = fresh.find((r) => r.kind === 'slider');
  const passed =
    captcha?.answer_text != null &&
    captcha.answer_text === input.captchaCode.trim().toLowerCase() &&
    slider?.answer_x != null &&
    isSliderSolved(slider.answer_x, input.sliderX);
  if (!passed) throw new AppError('verificationFailed');
}

/** POST /api/kyc/email/code: after the checks, a 6-digit code by email (SPEC 5). */
export async function sendCode(
  deps: KycDeps,
  user: UserRecord,
  input: SendCodeInput,
): Promise<{ email: string; resendInSec: number; expiresInSec: number }> {
  const email = normalizeEmail(input.email);
  await checkMayRequest(deps.db, deps.now(), user, email, input.ip);
  await passSecurityChecks(deps, user, input);
  const { mailer } = deps;
  if (!mailer) throw new AppError('unavailable', 'no mail server is configured');
  const code = randomInt(0, 10 ** KYC_RULES.codeLength)
    .toString()
    .padStart(KYC_RULES.codeLength, '0');
  await deps.db.transaction(async (tx) => {
    // One request per user at a time, so two at once cannot both pass the countdown.
    await lockUserForUpdate(tx, user.id);
    await checkMayRequest(tx, deps.now(), user, email, input.ip);
    const at = deps.now();
    await insertCode(tx, {
      userId: user.id,
      email,
      codeHash: hashSecret(code),
      ip: input.ip,
      deviceId: input.deviceId,
      at,
      expiresAt: new Date(at.getTime() + KYC_RULES.codeTtlSec * 1000),
    });
    // Sent inside the transaction: when the mail server refuses, no code is on record.
    await mailer
      .send({
        to: email,
        subject: `WOOHOO verification code ${code}`,
        text:
          `Your WOOHOO verification code is ${code}.\n\n` +
          `It expires in ${KYC_RULES.codeTtlSec / 60} minutes and works once. ` +
          'If you did not ask for it, ignore this email.',
      })
      .catch((error: unknown) => {
        throw new AppError('unavailable', `the mail server refused the code: ${(error as Error).message}`);
      });
  });
  return { email: maskEmail(email), resendInSec: KYC_RULES.resendSec, expiresInSec: KYC_RULES.codeTtlSec };
}

/**
 * POST /api/kyc/email/bind: the code for that email completes KYC1, recording the email, the
 * IP and the device id. A wrong code counts a try (kept even though the request fails); after
 * the last try, on expiry or once used, the code is void.
 */
export async function bindEmail(
  deps: KycDeps,
  user: UserRecord,
  input: { email: string; code: string; deviceId: string; ip: string },
): Promise<KycStatus> {
  const email = normalizeEmail(input.email);
  if (await selectProfile(deps.db, user.id)) throw new AppError('kycAlreadyDone');
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const code = await lockLatestCode(tx, user.id, email);
    if (!code || code.used_at || code.expires_at <= now || code.tries >= KYC_RULES.codeTries)
      return 'invalid';
    if (!matchesSecret(code.code_hash, input.code)) {
      await addTry(tx, code.id);
      return 'invalid';
    }
    const taken = await selectTaken(tx, user.id, email, input.ip);
    if (taken.email) return 'emailTaken';
    if (taken.ip) return 'ipTaken';
    await completeKyc(tx, {
      userId: user.id,
      codeId: code.id,
      email,
      ip: input.ip,
      deviceId: input.deviceId,
      at: now,
    });
    return 'done';
  });
  if (outcome === 'invalid') throw new AppError('kycCodeInvalid');
  if (outcome === 'emailTaken') throw new AppError('kycEmailTaken');
  if (outcome === 'ipTaken') throw new AppError('kycIpTaken');
  return kycStatus(deps, user);
}

/**
 * A KYC1 challenge's answer, for the local mode's browser suite only (the dev inbox serves it, and
 * the configuration refuses the dev inbox outside the local chain): the captcha's text or the
 * slider's x.
 */
export async function challengeAnswer(
  db: Queryable,
  id: string,
): Promise<{ kind: string; text: string | null; x: number | null } | undefined> {
  const row = await selectChallengeAnswer(db, id);
  return row && { kind: row.kind, text: row.answer_text, x: row.answer_x };
}
