import { registeredQuerySchema, registeredSchema, userSchema } from '../api/user';
import { endpoint } from './endpoint';

/** The signed-in user's profile and the recipient check of the transfer form (SPEC 5). */
export const userEndpoints = {
  info: endpoint({
    method: 'GET',
    path: '/api/user/info',
    access: 'user',
    tags: ['user'],
    summary: "The signed-in user's profile",
    data: userSchema,
    errors: [401],
  }),
  registered: endpoint({
    method: 'GET',
    path: '/api/user/registered',
    access: 'user',
    tags: ['user'],
    summary: 'Whether an address is a registered user (yes or no, nothing else): the transfer form asks it',
    query: registeredQuerySchema,
    data: registeredSchema,
    errors: [401, 429],
  }),
};
