import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { api } from '../../../lib/api';
import { overlayForFetch } from '../../../lib/money/overlay-for-fetch';
import type { Assessment } from '../utils/assessment-types';
import { assessmentQueryKeys } from './assessment-query-keys';

/** GET /api/team/assessment: this week's target and progress, what is held and at risk, past weeks. */
export function getAssessment(overlay: boolean): Promise<Assessment> {
  return api.call(routes.team.assessment, {}, { overlay });
}

export function useAssessment(address: string) {
  return useQuery({
    queryKey: assessmentQueryKeys.week(address),
    queryFn: (context) => getAssessment(overlayForFetch(context)),
  });
}
