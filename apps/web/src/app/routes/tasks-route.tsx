import type { Address } from 'viem';
import { FULL_NODE_ASSESSMENT_PATH } from '../../features/rewards/utils/full-node-assessment-path';
import { TaskCentrePage } from '../../features/tasks/components/task-centre-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';
import { ASSESSMENT_PATH } from '../../lib/navigation/assessment-path';

registerFullEnglish();

/**
 * The task centre (SPEC 2): the pioneer invitation with the private link, the captain and
 * ambassador tasks, behind the sign-in gate (app-routes.tsx). The app hands it the paths of the
 * weekly and the full-node assessments, so the tasks feature does not import the rewards feature.
 */
export default function TasksRoute({ address }: { address: Address }) {
  return (
    <TaskCentrePage
      address={address}
      assessmentPath={ASSESSMENT_PATH}
      fullNodeAssessmentPath={FULL_NODE_ASSESSMENT_PATH}
    />
  );
}
