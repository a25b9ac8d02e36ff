import {
  depositRecordSchema,
  pageSchema,
  type RecordType,
  recordsExportQuerySchema,
  recordsQuerySchema,
  swapRecordSchema,
  transferRecordSchema,
  withdrawalRecordSchema,
} from '../api/money';
import { endpoint } from './endpoint';

const ITEM_SCHEMAS = {
  deposit: depositRecordSchema,
  withdraw: withdrawalRecordSchema,
  transfer: transferRecordSchema,
  swap: swapRecordSchema,
} as const;

function listEndpoint<T extends RecordType>(type: T) {
  return endpoint({
    method: 'GET',
    path: `/api/records/${type}`,
    access: 'user',
    tags: ['records'],
    summary: `The caller's ${type} records, newest first`,
    query: recordsQuerySchema,
    data: pageSchema(ITEM_SCHEMAS[type]),
    errors: [401],
  });
}

function exportEndpoint<T extends RecordType>(type: T) {
  return endpoint({
    method: 'GET',
    path: `/api/records/${type}/export`,
    access: 'user',
    tags: ['records'],
    summary: `The caller's ${type} records as a CSV file (not the envelope)`,
    query: recordsExportQuerySchema,
    data: 'file',
    produces: ['text/csv'],
  });
}

/** The money records of SPEC 1 (deposits, withdrawals, transfers, swaps): a page, or a CSV file. */
export const recordsEndpoints = {
  list: {
    deposit: listEndpoint('deposit'),
    withdraw: listEndpoint('withdraw'),
    transfer: listEndpoint('transfer'),
    swap: listEndpoint('swap'),
  },
  export: {
    deposit: exportEndpoint('deposit'),
    withdraw: exportEndpoint('withdraw'),
    transfer: exportEndpoint('transfer'),
    swap: exportEndpoint('swap'),
  },
};
