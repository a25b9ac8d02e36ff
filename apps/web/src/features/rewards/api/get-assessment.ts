import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** GET /api/team/assessment: this week's target and progress, what is held and at risk, past weeks. */
export function useAssessment(address: string) {
  return useQuery(endpointQuery(routes.team.assessment, address));
}
