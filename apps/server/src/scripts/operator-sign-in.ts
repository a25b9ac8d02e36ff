import { statSync } from 'node:fs';
import type { AppConfig } from '@woohoo/shared/api/config';
import type { OperatorLoginResponse } from '@woohoo/shared/api/operator';
import { BSC_CHAIN_ID } from '@woohoo/shared/constants';
import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import { encryptLoginPayload } from '@woohoo/shared/login-crypto';
import { buildLoginMessage, nonceIssuedAt, signInSite } from '@woohoo/shared/login-message';
import type { LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { secretFileProblem } from '../config/env-readers';
import { readPrivateKeyFile } from '../keys/dev-key';
import {
  type CachedSession,
  readSessions,
  sessionKey,
  usableSession,
  writeSession,
} from './operator-session-cache';

/** The sentence the operator's key signs (the console's says "operator console"). */
export const CLI_SIGN_IN_STATEMENT = 'Sign in to WOOHOO as an operator (npm run operator)';

type Envelope<T> = { code: number; msg: string; data: T };

/** Why an operator could not be signed in: the server's refusal, or a key file that is not fit. */
export class OperatorSignInError extends Error {}

/**
 * The operator's own key from OPERATOR_KEY_FILE or `--key-file`: refused when it is missing or may
 * be read by its group or others (chmod 600), as a treasury key or HSM PIN is.
 */
export function readOperatorKey(file: string): LocalAccount {
  const problem = secretFileProblem('the operator key file', file);
  if (problem) throw new OperatorSignInError(problem);
  if (!statSync(file).isFile()) throw new OperatorSignInError(`${file} is not a file`);
  try {
    return privateKeyToAccount(readPrivateKeyFile(file));
  } catch (error) {
    throw new OperatorSignInError((error as Error).message);
  }
}

/** Anvil's published test keys open nothing on chain 56 (the server refuses them as operators too). */
export function refuseAnvilKeyOnBsc(chainId: number, address: string): void {
  if (chainId === BSC_CHAIN_ID && (ANVIL_ACCOUNTS as readonly string[]).includes(address))
    throw new OperatorSignInError(
      `${address} is one of anvil's public test accounts; on chain ${BSC_CHAIN_ID} sign in with your own operator key`,
    );
}

async function getData<T>(baseUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 10000)
    throw new OperatorSignInError(`${path}: ${envelope.msg} (code ${envelope.code})`);
  return envelope.data;
}

/**
 * Signs `account` in exactly as the console signs a wallet in: a nonce from GET /api/auth/nonce,
 * the same EIP-4361 message naming the server's PUBLIC_ORIGIN and chain (GET /api/config),
 * signed by the key and sent encrypted to POST /api/operator/login. Only a wallet on the operator
 * list gets a session (40300 otherwise); the session is that wallet's, audited under it.
 */
export async function signInOperator(baseUrl: string, account: LocalAccount): Promise<OperatorLoginResponse> {
  const config = await getData<AppConfig>(baseUrl, '/api/config');
  refuseAnvilKeyOnBsc(config.chain.chainId, account.address);
  const { nonce, expiresAt } = await getData<{ nonce: string; expiresAt: string }>(
    baseUrl,
    `/api/auth/nonce?address=${account.address}`,
  );
  const message = buildLoginMessage({
    address: account.address,
    chainId: config.chain.chainId,
    nonce,
    statement: CLI_SIGN_IN_STATEMENT,
    ...signInSite(config.publicOrigin),
    now: nonceIssuedAt(expiresAt),
  });
  const signature = await account.signMessage({ message });
  const { key, body } = await encryptLoginPayload(config.rsaPublicKey, { message, signature });
  return getData<OperatorLoginResponse>(baseUrl, '/api/operator/login', {
    method: 'POST',
    headers: { key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Whether the server still opens the operator routes to `token` (not signed out, not expired). */
async function stillOpen(baseUrl: string, token: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/operator/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as Envelope<unknown>).code === 10000;
}

/**
 * The operator session the CLI acts with: the one cached for this server and key while the server
 * still accepts it, else a new sign-in with the key (cached for the next command). `fresh` always
 * signs in anew (`npm run operator -- login`).
 */
export async function operatorSession(
  baseUrl: string,
  account: LocalAccount,
  cacheFile: string,
  fresh = false,
): Promise<CachedSession> {
  const cached = fresh
    ? undefined
    : usableSession(readSessions(cacheFile), baseUrl, account.address, Date.now());
  if (cached && (await stillOpen(baseUrl, cached.token))) return cached;
  const login = await signInOperator(baseUrl, account);
  const session = { address: login.operator.actor, token: login.token, expiresAt: login.expiresAt };
  writeSession(cacheFile, sessionKey(baseUrl, account.address), session);
  return session;
}

/** Signs `address`'s cached session of this server out (POST /api/operator/logout) and forgets it. */
export async function operatorSignOut(
  baseUrl: string,
  address: string,
  cacheFile: string,
): Promise<CachedSession | undefined> {
  const key = sessionKey(baseUrl, address);
  const session = readSessions(cacheFile)[key];
  if (!session) return undefined;
  await fetch(`${baseUrl}/api/operator/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  writeSession(cacheFile, key, undefined);
  return session;
}
