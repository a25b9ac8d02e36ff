import { z } from 'zod';
import { EMAIL_PATTERN } from '../kyc/kyc-rules';

/** SPEC 5: KYC1, an email bound with a code, behind an image captcha and a slider puzzle. */
export const kycStatusSchema = z.object({
  level: z.union([z.literal(0), z.literal(1)]),
  email: z.string().nullable().meta({ description: 'Masked: al***@example.com' }),
  verifiedAt: z.string().nullable(),
  /** Seconds until another code may be sent to this account (the resend countdown). */
  resendInSec: z.number().int(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycChallengeSchema = z.object({
  captchaId: z.string(),
  captchaImage: z.string().meta({ description: 'data: URL of an SVG image of the code to type' }),
  sliderId: z.string(),
  sliderImage: z.string().meta({ description: 'data: URL (PNG) of the picture with the gap' }),
  sliderPiece: z.string().meta({ description: 'data: URL (PNG) of the piece to slide into the gap' }),
  sliderPieceY: z.number().int(),
  sliderWidth: z.number().int(),
  sliderHeight: z.number().int(),
  expiresInSec: z.number().int(),
});
export type KycChallenge = z.infer<typeof kycChallengeSchema>;

const emailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN);
const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .meta({ description: 'The browser installation id the app keeps in storage' });

export const kycSendCodeBodySchema = z.strictObject({
  email: emailSchema,
  /** SPEC 8 "verifyImgs cannot be empty": the ids of the captcha and the slider puzzle solved. */
  verifyImgs: z.array(z.string().max(64)).max(4),
  captchaCode: z.string().max(16),
  /** The slider's x position in px; absent when the puzzle was not done. */
  sliderX: z.number().int().min(0).max(1000).optional(),
  deviceId: deviceIdSchema,
});

export const kycSentSchema = z.object({
  email: z.string(),
  resendInSec: z.number().int(),
  expiresInSec: z.number().int(),
});

export const kycBindBodySchema = z.strictObject({
  email: emailSchema,
  code: z.string().regex(/^\d{6}$/),
  deviceId: deviceIdSchema,
});
