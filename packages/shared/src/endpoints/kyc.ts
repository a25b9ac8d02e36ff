import {
  kycBindBodySchema,
  kycChallengeSchema,
  kycSendCodeBodySchema,
  kycSentSchema,
  kycStatusSchema,
} from '../api/kyc';
import { endpoint } from './endpoint';

/** KYC1 (SPEC 5): an email bound with a code, behind a captcha and a slider puzzle. */
export const kycEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/kyc/status',
    access: 'user',
    tags: ['kyc'],
    summary: "The caller's KYC level, bound email (masked) and resend countdown",
    data: kycStatusSchema,
    errors: [401],
  }),
  challenge: endpoint({
    method: 'POST',
    path: '/api/kyc/challenge',
    access: 'user',
    tags: ['kyc'],
    summary: 'A new image captcha and slider puzzle (each answers one code request within 2 minutes)',
    data: kycChallengeSchema,
    errors: [401, 429],
  }),
  sendCode: endpoint({
    method: 'POST',
    path: '/api/kyc/email/code',
    access: 'user',
    tags: ['kyc'],
    summary: 'Send a 6-digit code to the email, after the captcha and the slider puzzle',
    description:
      'Errors: 40039 verifyImgs empty, 40040 slider not done, 40038 verification failed, 40928 email ' +
      'taken, 40929 IP taken, 40930 already done, 42901 too soon (60 s) or too many this hour.',
    body: kycSendCodeBodySchema,
    data: kycSentSchema,
    errors: [400, 401, 409, 429, 503],
  }),
  bindEmail: endpoint({
    method: 'POST',
    path: '/api/kyc/email/bind',
    access: 'user',
    tags: ['kyc'],
    summary: 'Complete KYC1 with the code sent to the email; records the IP and device id',
    description:
      'Errors: 40042 wrong, expired, used or void code (5 tries), 40928 email taken, 40929 IP taken.',
    body: kycBindBodySchema,
    data: kycStatusSchema,
    errors: [400, 401, 409, 429],
  }),
};
