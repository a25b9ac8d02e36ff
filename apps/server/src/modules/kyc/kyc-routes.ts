import {
  kycBindBodySchema,
  kycChallengeSchema,
  kycSendCodeBodySchema,
  kycSentSchema,
  kycStatusSchema,
} from '@woohoo/shared/api/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../http/envelope';
import { currentUser, requireUser } from '../../plugins/authenticate';
import type { AuthDeps } from '../auth/auth-service';
import { bindEmail, type KycDeps, kycStatus, newChallenge, sendCode } from './kyc-service';

/** Our decision: 20 KYC writes a minute per client on top of the per-account and per-email limits. */
export const KYC_RATE_LIMIT_PER_MINUTE = 20;

/** KYC1 (SPEC 5): an email bound with a code, behind a captcha and a slider puzzle. */
export function kycRoutes(
  auth: AuthDeps,
  deps: KycDeps,
  perMinute = KYC_RATE_LIMIT_PER_MINUTE,
): FastifyPluginAsyncZod {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  return async (app) => {
    app.get(
      '/kyc/status',
      {
        onRequest: requireUser(auth),
        schema: {
          tags: ['kyc'],
          summary: "The caller's KYC level, bound email (masked) and resend countdown",
          security: [{ bearer: [] }],
          response: responses(kycStatusSchema, [401]),
        },
      },
      async (request) => ok(await kycStatus(deps, currentUser(request))),
    );
    app.post(
      '/kyc/challenge',
      {
        onRequest: requireUser(auth),
        config: { rateLimit },
        schema: {
          tags: ['kyc'],
          summary: 'A new image captcha and slider puzzle (each answers one code request within 2 minutes)',
          security: [{ bearer: [] }],
          response: responses(kycChallengeSchema, [401, 429]),
        },
      },
      async (request) => ok(await newChallenge(deps, currentUser(request))),
    );
    app.post(
      '/kyc/email/code',
      {
        onRequest: requireUser(auth),
        config: { rateLimit },
        schema: {
          tags: ['kyc'],
          summary: 'Send a 6-digit code to the email, after the captcha and the slider puzzle',
          description:
            'Errors: 40039 verifyImgs empty, 40040 slider not done, 40038 verification failed, 40928 email ' +
            'taken, 40929 IP taken, 40930 already done, 42901 too soon (60 s) or too many this hour.',
          security: [{ bearer: [] }],
          body: kycSendCodeBodySchema,
          response: responses(kycSentSchema, [400, 401, 409, 429, 503]),
        },
      },
      async (request) => ok(await sendCode(deps, currentUser(request), { ...request.body, ip: request.ip })),
    );
    app.post(
      '/kyc/email/bind',
      {
        onRequest: requireUser(auth),
        config: { rateLimit },
        schema: {
          tags: ['kyc'],
          summary: 'Complete KYC1 with the code sent to the email; records the IP and device id',
          description:
            'Errors: 40042 wrong, expired, used or void code (5 tries), 40928 email taken, 40929 IP taken.',
          security: [{ bearer: [] }],
          body: kycBindBodySchema,
          response: responses(kycStatusSchema, [400, 401, 409, 429]),
        },
      },
      async (request) => ok(await bindEmail(deps, currentUser(request), { ...request.body, ip: request.ip })),
    );
  };
}
