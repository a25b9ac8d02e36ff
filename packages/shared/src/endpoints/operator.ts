import { operatorAnnouncementsEndpoints } from './operator-announcements';
import { operatorAuditEndpoint, operatorSessionEndpoints, operatorUsersEndpoints } from './operator-console';
import { operatorExrightsEndpoints } from './operator-exrights';
import { operatorMallEndpoints } from './operator-mall';
import { operatorPayoutsEndpoints } from './operator-payouts';
import { operatorPoolEndpoints } from './operator-pool';
import { operatorRulesEndpoints } from './operator-rules';
import { operatorSettlementsEndpoints } from './operator-settlements';
import { operatorTreasuryEndpoints } from './operator-treasury';
import { operatorWithdrawalsEndpoints } from './operator-withdrawals';

/**
 * The operator console's API and `npm run operator` (docs/rules.md "Operators, the audit and
 * balance adjustments"): every endpoint but sign-in is behind the operator guard, an operator
 * wallet's session or the CLI token.
 */
export const operatorEndpoints = {
  session: operatorSessionEndpoints,
  audit: operatorAuditEndpoint,
  users: operatorUsersEndpoints,
  withdrawals: operatorWithdrawalsEndpoints,
  payouts: operatorPayoutsEndpoints,
  rules: operatorRulesEndpoints,
  mall: operatorMallEndpoints,
  announcements: operatorAnnouncementsEndpoints,
  exrights: operatorExrightsEndpoints,
  settlements: operatorSettlementsEndpoints,
  pool: operatorPoolEndpoints,
  treasury: operatorTreasuryEndpoints,
};
