import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import type { RecipientLookup } from '../utils/validate-transfer';

/** Answers are kept a minute: the server limits look-ups, and registration does not undo itself. */
const LOOKUP_STALE_MS = 60_000;

/**
 * GET /api/user/registered?address=: whether a recipient is a registered user (yes or no), asked
 * once the address is well formed, so the form can say so before the confirmation sheet.
 */
export function useRecipientLookup(caller: string, address: string | undefined): RecipientLookup {
  const query = useQuery({
    ...endpointQuery(
      routes.user.registered,
      caller,
      { query: { address: address ?? '' } },
      { overlay: false, toast: false },
    ),
    enabled: address !== undefined,
    staleTime: LOOKUP_STALE_MS,
    retry: 1,
  });
  if (query.isError) return 'lookupFailed';
  if (!query.data) return 'checking';
  return query.data.registered ? 'registered' : 'notRegistered';
}
