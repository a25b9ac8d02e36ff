import { idParamsSchema } from '../api/money';
import {
  approveBodySchema,
  rejectBodySchema,
  withdrawalListQuerySchema,
  withdrawalPageSchema,
  withdrawalReviewSchema,
} from '../api/operator';
import { endpoint } from './endpoint';

/** The operator's withdrawal review (SPEC 4). */
export const operatorWithdrawalsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/operator/withdrawals',
    access: 'operator',
    tags: ['operator'],
    summary: "Withdrawals by state and user, oldest first, paged, with their payout's state",
    query: withdrawalListQuerySchema,
    data: withdrawalPageSchema,
    errors: [403],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/operator/withdrawals/:id/approve',
    access: 'operator',
    tags: ['operator'],
    summary: 'Approve a withdrawal for payout',
    params: idParamsSchema,
    body: approveBodySchema,
    data: withdrawalReviewSchema,
    errors: [403, 404, 409],
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/operator/withdrawals/:id/reject',
    access: 'operator',
    tags: ['operator'],
    summary: 'Reject a withdrawal with the reason its user sees, and refund it',
    params: idParamsSchema,
    body: rejectBodySchema,
    data: withdrawalReviewSchema,
    errors: [403, 404, 409],
  }),
};
