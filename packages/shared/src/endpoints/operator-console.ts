import { z } from 'zod';
import { loginEncryptedBodySchema, loginHeadersSchema } from '../api/auth';
import { idempotencyHeadersSchema } from '../api/money';
import {
  adjustmentBodySchema,
  adjustmentSchema,
  auditPageSchema,
  auditQuerySchema,
  operatorIdentitySchema,
  operatorLedgerPageSchema,
  operatorLedgerQuerySchema,
  operatorLoginResponseSchema,
  operatorUserParamsSchema,
  operatorUserSchema,
} from '../api/operator';
import { endpoint } from './endpoint';

/**
 * An operator wallet's session: it signs the same message as a user (nonce from GET
 * /api/auth/nonce) for an operator token (docs/rules.md "Operators, the audit and balance
 * adjustments").
 */
export const operatorSessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/operator/login',
    access: 'public',
    tags: ['operator'],
    summary: 'Sign an operator wallet in: the same encrypted signed message as /api/login',
    description: 'The errors of /api/login, and 40300 for a wallet not listed in OPERATOR_ADDRESSES.',
    headers: loginHeadersSchema,
    body: loginEncryptedBodySchema,
    data: operatorLoginResponseSchema,
    errors: [401, 403, 413, 415],
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/operator/me',
    access: 'operator',
    tags: ['operator'],
    summary: 'The operator this token acts as',
    data: operatorIdentitySchema,
    errors: [403],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/operator/logout',
    access: 'operator',
    tags: ['operator'],
    summary: "End the operator wallet's session (the console's or the CLI's)",
    data: z.null(),
    errors: [403],
  }),
};

/** Every operator action, as the audit keeps it. */
export const operatorAuditEndpoint = endpoint({
  method: 'GET',
  path: '/api/operator/audit',
  access: 'operator',
  tags: ['operator'],
  summary: 'Every operator action, newest first, filtered by actor, action (or prefix) and target',
  query: auditQuerySchema,
  data: auditPageSchema,
  errors: [403],
});

/** A user as the console sees it: balances and state, the ledger, and balance adjustments. */
export const operatorUsersEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/operator/users/:address',
    access: 'operator',
    tags: ['operator'],
    summary: 'A user: balances, level, team and KYC state',
    params: operatorUserParamsSchema,
    data: operatorUserSchema,
    errors: [403, 404],
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/api/operator/users/:address/ledger',
    access: 'operator',
    tags: ['operator'],
    summary: "A user's ledger history in one asset, newest first",
    params: operatorUserParamsSchema,
    query: operatorLedgerQuerySchema,
    data: operatorLedgerPageSchema,
    errors: [403, 404],
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/operator/users/:address/adjustments',
    access: 'operator',
    tags: ['operator'],
    summary: "Adjust a user's available balance with a mandatory reason (a ledger transfer)",
    description: 'Errors: 40020 a debit larger than the available balance, 40400 no such user.',
    params: operatorUserParamsSchema,
    headers: idempotencyHeadersSchema,
    body: adjustmentBodySchema,
    data: adjustmentSchema,
    errors: [403, 404, 409],
  }),
};
