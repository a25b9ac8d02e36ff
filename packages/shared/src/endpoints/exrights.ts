import { exrightsSchema } from '../api/exrights';
import { endpoint } from './endpoint';

/** The ex-rights screen's data (SPEC 2 and 9), as an operator maintains it. */
export const exrightsEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/exrights',
    access: 'user',
    tags: ['exrights'],
    summary: 'BHC issuance data, the n/5 count and the ex-rights events',
    data: exrightsSchema,
    errors: [401],
  }),
};
