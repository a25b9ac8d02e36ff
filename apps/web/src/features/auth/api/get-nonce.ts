import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';

/** GET /api/auth/nonce: asks the API for a fresh single-use nonce for this address's sign-in message. */
export function getNonce(address: string) {
  return api.call(routes.auth.nonce, { query: { address } });
}
