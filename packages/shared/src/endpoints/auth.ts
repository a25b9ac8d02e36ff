import { z } from 'zod';
import {
  loginEncryptedBodySchema,
  loginHeadersSchema,
  loginResponseSchema,
  nonceQuerySchema,
  nonceResponseSchema,
} from '../api/auth';
import { endpoint } from './endpoint';

/** Sign-in by signature and sign-out (SPEC 7 and DESIGN "Sign-in"). */
export const authEndpoints = {
  nonce: endpoint({
    method: 'GET',
    path: '/api/auth/nonce',
    access: 'public',
    tags: ['auth'],
    summary: 'Issue a single-use sign-in nonce for an address',
    query: nonceQuerySchema,
    data: nonceResponseSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    tags: ['auth'],
    summary: 'Sign in with an encrypted EIP-4361 message and signature',
    description:
      'One session per wallet: a new login ends the previous one, whose next call answers 40002. ' +
      'Errors: 40010 unreadable body, 40011 malformed message, 40012 unknown or used nonce, 40013 expired ' +
      'nonce, 40014 wrong domain, 40015 wrong chain, 40016 message expired, 40017 bad signature, 40018 ' +
      'referrer not registered.',
    headers: loginHeadersSchema,
    body: loginEncryptedBodySchema,
    data: loginResponseSchema,
    errors: [401, 413, 415],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'user',
    tags: ['auth'],
    summary: "End the caller's session: the token is revoked and answers 1012 from now on",
    data: z.null(),
    errors: [401],
  }),
};
