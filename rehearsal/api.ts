// The API as a client calls it: the routes declared in packages/shared/src/endpoints, the
// envelope `{ code, msg, data }`, a bearer token, an Idempotency-Key on every write, and sign-in
// by a signed EIP-4361 message sent encrypted (as the web app and e2e/fixtures/api-user.ts do).
import { randomUUID } from 'node:crypto';
import * as routes from '@woohoo/shared/endpoints/routes';
import { encryptLoginPayload } from '@woohoo/shared/login-crypto';
import { buildLoginMessage } from '@woohoo/shared/login-message';
import type { LocalAccount } from 'viem';

type Route = { method: string; path: string };
type Envelope<T> = { code: number; msg: string; data: T };

/** The API answered with another code than 10000. */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly code: number,
    msg: string,
  ) {
    super(`${path}: ${code} ${msg}`);
  }
}

export async function call<T>(
  baseUrl: string,
  route: Route,
  options: {
    token?: string;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: object;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  let path = route.path;
  for (const [name, value] of Object.entries(options.params ?? {}))
    path = path.replace(`:${name}`, encodeURIComponent(value));
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const write = route.method !== 'GET';
  const response = await fetch(`${baseUrl}${path}${query}`, {
    method: route.method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(write ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      ...options.headers,
    },
    body: write ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 10000) throw new ApiError(path, envelope.code, envelope.msg);
  return envelope.data;
}

/**
 * Signs `account` in through `loginRoute` (a user's /api/login or an operator's
 * /api/operator/login, which take the same payload); resolves with the bearer token.
 */
export async function signIn(
  baseUrl: string,
  account: LocalAccount,
  loginRoute: Route = routes.auth.login,
): Promise<string> {
  const config = await call<{ chain: { chainId: number }; rsaPublicKey: string; publicOrigin: string }>(
    baseUrl,
    routes.config.app,
  );
  const { nonce } = await call<{ nonce: string }>(baseUrl, routes.auth.nonce, {
    query: { address: account.address },
  });
  // The site the server is published at (PUBLIC_ORIGIN), as the web app signs for it: a replica
  // reached by its own port still belongs to that one site.
  const site = new URL(config.publicOrigin);
  const message = buildLoginMessage({
    domain: site.host,
    uri: site.origin,
    address: account.address,
    statement: 'Sign in to WOOHOO',
    chainId: config.chain.chainId,
    nonce,
    now: new Date(),
  });
  const signature = await account.signMessage({ message });
  const { key, body } = await encryptLoginPayload(config.rsaPublicKey, { message, signature });
  const { token } = await call<{ token: string }>(baseUrl, loginRoute, { body, headers: { key } });
  return token;
}
