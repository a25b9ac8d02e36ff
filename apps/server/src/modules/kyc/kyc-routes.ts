import { kycEndpoints } from '@woohoo/shared/endpoints/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/route';
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
    const guard = requireUser(auth);
    const limited = { guard, config: { rateLimit } };
    route(app, kycEndpoints.status, { guard }, async (request) => kycStatus(deps, currentUser(request)));
    route(app, kycEndpoints.challenge, limited, async (request) => newChallenge(deps, currentUser(request)));
    route(app, kycEndpoints.sendCode, limited, async (request) =>
      sendCode(deps, currentUser(request), { ...request.body, ip: request.ip }),
    );
    route(app, kycEndpoints.bindEmail, limited, async (request) =>
      bindEmail(deps, currentUser(request), { ...request.body, ip: request.ip }),
    );
  };
}
