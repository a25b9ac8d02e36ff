import { api } from '../../../lib/api';

/** GET /api/auth/nonce answer: a single-use nonce for the sign-in message. */
export type NonceResponse = { nonce: string; expiresAt: string };

/** Asks the API for a fresh sign-in nonce for this address. */
export function getNonce(address: string): Promise<NonceResponse> {
  return api.request<NonceResponse>('/api/auth/nonce', { data: { address } });
}
