import { EMAIL_PATTERN, KYC_RULES } from '@woohoo/shared/kyc/kyc-rules';

/** What is wrong with the email as typed (its message is `kyc.email.errors.<problem>`). */
export type EmailProblem = 'empty' | 'invalid';

/** The same check the server makes (packages/shared/src/api/kyc.ts): trimmed, the plain pattern, 254 at most. */
export function checkEmail(text: string): EmailProblem | undefined {
  const email = text.trim();
  if (email === '') return 'empty';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'invalid';
  return undefined;
}

/** SPEC 5: the code is 6 characters; ours are digits, so anything else typed or pasted is dropped. */
export function filterCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, KYC_RULES.codeLength);
}

/** The user's answers to one challenge: the captcha's characters and where the piece was dropped. */
export type ChallengeAnswers = {
  /** The challenge they answer (its captchaId). */
  challengeId: string;
  captcha: string;
  /** The piece's x in the image's own px once dropped; undefined until then. */
  sliderX: number | undefined;
};

/**
 * The answers that count for the challenge on screen. Answers kept for an older challenge are
 * void (each challenge serves one code request), so a new challenge shows empty fields without
 * any effect clearing them.
 */
export function answersFor(
  answers: ChallengeAnswers | undefined,
  challengeId: string | undefined,
): ChallengeAnswers {
  if (answers && challengeId !== undefined && answers.challengeId === challengeId) return answers;
  return { challengeId: challengeId ?? '', captcha: '', sliderX: undefined };
}

/** Why "Send code" cannot be pressed now; undefined when it can. */
export type SendBlocker = 'email' | 'challenge' | 'captcha' | 'slider' | 'countdown' | 'sending';

/**
 * "Send code" is enabled once the email is valid, the captcha typed and the piece dropped on a
 * loaded challenge, and no countdown or request is running (SPEC 5: 60 s between codes).
 */
export function sendBlocker(input: {
  email: string;
  answers: ChallengeAnswers;
  challengeReady: boolean;
  resendInSec: number;
  sending: boolean;
}): SendBlocker | undefined {
  if (input.sending) return 'sending';
  if (input.resendInSec > 0) return 'countdown';
  if (checkEmail(input.email)) return 'email';
  if (!input.challengeReady) return 'challenge';
  if (input.answers.captcha.trim() === '') return 'captcha';
  if (input.answers.sliderX === undefined) return 'slider';
  return undefined;
}

/** "Verify" needs a valid email and the full code. */
export function canVerify(email: string, code: string): boolean {
  return checkEmail(email) === undefined && new RegExp(`^\\d{${KYC_RULES.codeLength}}$`).test(code);
}

/** Whole seconds left until `untilMs`, 0 once it has passed (the resend countdown's figure). */
export function secondsLeft(untilMs: number | undefined, nowMs: number): number {
  if (untilMs === undefined) return 0;
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}
