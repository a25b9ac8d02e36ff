import type { OperatorIdentity } from '@woohoo/shared/api/operator';
import { OPERATOR_SESSION_TTL_SEC } from '@woohoo/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { type Guard, guard } from '../../http/route';
import {
  type AuthDeps,
  bearerToken,
  consumeSignInNonce,
  findSession,
  type LoginInput,
  verifySignIn,
} from '../auth/auth-service';
import { generateSessionToken, hashToken } from '../auth/secrets';
import {
  insertOperatorSession,
  revokeOperatorSession,
  selectLiveOperatorSession,
} from './operator-repository';

declare module 'fastify' {
  interface FastifyRequest {
    operator?: OperatorIdentity;
  }
}

/**
 * What the operator routes need to tell an operator: the wallets allowed. The console and the CLI
 * sign in alike, each operator with their own wallet (docs/rules.md "Operators, the audit and
 * balance adjustments"); there is no shared credential.
 */
export type OperatorAuth = {
  db: Db;
  now: () => Date;
  /** OPERATOR_ADDRESSES, EIP-55; a wallet not listed never receives an operator token. */
  addresses: readonly string[];
};

/**
 * Signs an operator in with the same signed message as a user: every check of `verifySignIn`, then
 * the wallet must be listed; one transaction consumes the nonce and opens an operator session, kept
 * apart from users' sessions so neither token opens the other's routes.
 */
export async function operatorLogin(auth: AuthDeps, operators: OperatorAuth, input: LoginInput) {
  const signIn = await verifySignIn(auth, input);
  if (!operators.addresses.includes(signIn.address)) throw new AppError('operatorOnly');
  const now = auth.now();
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_TTL_SEC * 1000);
  const token = generateSessionToken();
  await auth.db.transaction(async (tx) => {
    if (!(await consumeSignInNonce(tx, signIn.nonce, now))) throw new AppError('nonceInvalid');
    await insertOperatorSession(tx, signIn.address, hashToken(token), now, expiresAt);
  });
  const operator: OperatorIdentity = { actor: signIn.address, via: 'wallet' };
  return { token, operator, expiresAt: expiresAt.toISOString() };
}

/** Ends an operator's wallet session (the console's sign-out, `npm run operator -- logout`). */
export async function operatorLogout(operators: OperatorAuth, token: string): Promise<void> {
  await revokeOperatorSession(operators.db, hashToken(token), operators.now());
}

/** The onRequest hook every operator route is behind. */
export type OperatorHook = Guard<'operator'>;

/**
 * An onRequest hook for every operator route: a live operator session of a wallet still listed. Sets `request.operator`. docs/rules.md "Operators,
 * the audit and balance adjustments": no token, or one that opens nothing (unknown, expired,
 * signed out), is 401 with the unauthorized code (1012), so the console signs out; a valid token
 * that is not an operator's (a user's, or a wallet no longer listed) is 403 (40300).
 */
export function operatorGuard(operators: OperatorAuth): OperatorHook {
  return guard('operator', async (request: FastifyRequest) => {
    const given = bearerToken(request.headers.authorization);
    if (!given) throw new AppError('sessionInvalid');
    const tokenHash = hashToken(given);
    const now = operators.now();
    const address = await selectLiveOperatorSession(operators.db, tokenHash, now);
    if (address) {
      if (!operators.addresses.includes(address)) throw new AppError('operatorOnly');
      request.operator = { actor: address, via: 'wallet' };
      return;
    }
    throw new AppError(
      (await isLiveUserSession(operators.db, tokenHash, now)) ? 'operatorOnly' : 'sessionInvalid',
    );
  });
}

/** Whether a token hash is a user's session that is neither ended nor expired. */
async function isLiveUserSession(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const session = await findSession(db, tokenHash);
  return session !== undefined && !session.revoked && session.expiresAtMs > now.getTime();
}

/**
 * The operator a guarded route acts as: the signed-in wallet only. A name stated in the body
 * (`operator`) proves no one and never reaches the audit (docs/rules.md "Operators, the audit and
 * balance adjustments").
 */
export function currentOperator(request: FastifyRequest): OperatorIdentity {
  const operator = request.operator;
  if (!operator) throw new Error('currentOperator() used on a route without operatorGuard');
  return operator;
}
