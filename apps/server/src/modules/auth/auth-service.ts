import type { KeyObject } from 'node:crypto';
import { loginPayloadSchema } from '@woohoo/shared/api/auth';
import { LOGIN_NONCE_TTL_SEC, LOGIN_NONCES_PER_ADDRESS, SESSION_TTL_SEC } from '@woohoo/shared/constants';
import { verifyMessage } from 'viem';
import type { ReadCache } from '../../cache/read-cache';
import type { Db, Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import { grantBoxes } from '../boxes/box-service';
import { openUserAccounts } from '../ledger/ledger-service';
import type { UserRecord } from '../user/user-record';
import { findUserByAddress, upsertUserForUpdate } from '../user/user-service';
import {
  consumeNonce,
  deleteStaleNonces,
  dropOldestOutstandingNonces,
  findNonce,
  insertNonce,
  insertSession,
  readSession,
  revokeLiveSessions,
  revokeSession,
  type SessionView,
  selectLastSessionAt,
} from './auth-repository';
import { decryptLoginBody } from './login-decrypt';
import { generateNonce, generateSessionToken, hashToken } from './secrets';
import { checkSiweMessage } from './siwe-check';

export type AuthDeps = {
  db: Db;
  rsaPrivateKey: KeyObject;
  chainId: number;
  /**
   * PUBLIC_ORIGIN (docs/rules.md "Sign-in"): what every sign-in message must name. A field, not a
   * constant: a server told to listen on port 0 learns its origin once it listens (app.ts).
   */
  publicOrigin: string;
  now: () => Date;
  /** Sessions read lately; only reads use it, never a write. */
  sessions?: ReadCache<string, SessionView | undefined>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export type { SessionView };

/** The session a token hash opens, with its user, ready to check; undefined for an unknown token. */
export function findSession(db: Queryable, tokenHash: string): Promise<SessionView | undefined> {
  return readSession(db, tokenHash);
}

/** Uses up a sign-in nonce; false when another request used it first (a nonce signs in once). */
export function consumeSignInNonce(tx: Queryable, nonce: string, now: Date): Promise<boolean> {
  return consumeNonce(tx, nonce, now);
}

/** When the user last signed in; undefined before the first time. */
export function lastSignInAt(db: Queryable, userId: string): Promise<Date | undefined> {
  return selectLastSessionAt(db, userId);
}

/**
 * Issues a single-use nonce for `address`, valid for LOGIN_NONCE_TTL_SEC. docs/rules.md "Sign-in":
 * an address keeps at most LOGIN_NONCES_PER_ADDRESS outstanding; the oldest beyond are dropped, so
 * anyone may ask for nonces in a wallet's name without locking that wallet out.
 */
export async function issueNonce(deps: AuthDeps, address: string) {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + LOGIN_NONCE_TTL_SEC * 1000);
  const nonce = generateNonce();
  await deps.db.transaction(async (tx) => {
    await insertNonce(tx, nonce, address, expiresAt);
    await dropOldestOutstandingNonces(tx, address, now, LOGIN_NONCES_PER_ADDRESS);
  });
  await deleteStaleNonces(deps.db, new Date(now.getTime() - DAY_MS));
  return { nonce, expiresAt: expiresAt.toISOString() };
}

export type LoginInput = { keyHeader: string | undefined; iv: string; data: string };

/** A signed-in wallet's proof, checked: whose it is, the nonce to consume, the referrer it names. */
export type VerifiedSignIn = { address: string; nonce: string; referrer: string | undefined };

/**
 * Checks a sign-in without changing anything (SPEC 7 POST /api/login): decrypt, check the EIP-4361
 * message and its nonce, verify the signature. Users (`login`) and operators (`operatorLogin`) sign
 * the same.
 */
export async function verifySignIn(deps: AuthDeps, input: LoginInput): Promise<VerifiedSignIn> {
  const parsed = loginPayloadSchema.safeParse(
    decryptLoginBody(deps.rsaPrivateKey, input.keyHeader, input.iv, input.data),
  );
  if (!parsed.success) throw new AppError('loginBodyUnreadable');
  const { message, signature, referrer } = parsed.data;
  const now = deps.now();
  const siwe = checkSiweMessage(message, { origin: deps.publicOrigin, chainId: deps.chainId, now });

  const nonce = await findNonce(deps.db, siwe.nonce);
  if (!nonce || nonce.used_at || nonce.address !== siwe.address) throw new AppError('nonceInvalid');
  if (new Date(nonce.expires_at).getTime() <= now.getTime()) throw new AppError('nonceExpired');

  const valid = await verifyMessage({
    address: siwe.address,
    message,
    signature: signature as `0x${string}`,
  }).catch(() => false);
  if (!valid) throw new AppError('signatureInvalid');
  return { address: siwe.address, nonce: siwe.nonce, referrer };
}

/**
 * Signs a wallet in (SPEC 7 POST /api/login): every check of `verifySignIn` first, then in one
 * transaction consume the nonce, create the user on first login (with the referrer as pid), end the
 * wallet's previous session and open a new one. A refused login changes nothing.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<{ token: string; user: UserRecord }> {
  const signIn = await verifySignIn(deps, input);
  const now = deps.now();
  const existing = await findUserByAddress(deps.db, signIn.address);
  const pid = existing ? existing.pid : await checkReferrer(deps.db, signIn.referrer, signIn.address);

  const token = generateSessionToken();
  const user = await deps.db.transaction(async (tx) => {
    if (!(await consumeNonce(tx, signIn.nonce, now))) throw new AppError('nonceInvalid');
    const user = await upsertUserForUpdate(tx, signIn.address, pid);
    await openUserAccounts(tx, user.id);
    // SPEC 4: the blind boxes are granted at registration (a no-op for boxes already held).
    await grantBoxes(tx, user.id);
    await revokeLiveSessions(tx, user.id, now, 'replaced');
    await insertSession(tx, user.id, hashToken(token), now, new Date(now.getTime() + SESSION_TTL_SEC * 1000));
    return user;
  });
  return { token, user };
}

async function checkReferrer(db: Db, referrer: string | undefined, self: string): Promise<string | null> {
  if (!referrer) return null;
  if (referrer === self || !(await findUserByAddress(db, referrer))) throw new AppError('referrerInvalid');
  return referrer;
}

/**
 * Resolves a bearer token to its user. No token, an unknown or expired token: 1012. A token
 * ended by a newer login on the same wallet: 40002 (SPEC 8). A read (`forRead`) may take the
 * session from the sessions cache; a write always reads it from the database.
 */
export async function authenticate(
  deps: AuthDeps,
  token: string | undefined,
  forRead = false,
): Promise<UserRecord> {
  if (!token) throw new AppError('sessionInvalid');
  const tokenHash = hashToken(token);
  const session = await (forRead && deps.sessions
    ? deps.sessions.get(tokenHash)
    : readSession(deps.db, tokenHash));
  if (!session) throw new AppError('sessionInvalid');
  if (session.revoked) {
    throw new AppError(session.revokedReason === 'replaced' ? 'loggedInElsewhere' : 'sessionInvalid');
  }
  if (session.expiresAtMs <= deps.now().getTime()) throw new AppError('sessionInvalid');
  return session.user;
}

/**
 * Logout: ends the caller's session, so the token answers 1012 from now on and connecting again
 * asks for a new signature. The caller is authenticated first.
 */
export async function logout(deps: AuthDeps, token: string): Promise<void> {
  await revokeSession(deps.db, hashToken(token), deps.now());
}

/** Reads `Authorization: Bearer <token>`. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
