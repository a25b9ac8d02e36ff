import { endpoints } from './catalogue';
import { routesOf } from './routes-of';

/**
 * The routes the web client calls, one export per area of the catalogue
 * (`import * as routes from '@woohoo/shared/endpoints/routes'`, then
 * `api.call(routes.swap.create, ...)`). The web build replaces this module by its value, computed
 * at build time (apps/web/vite-plugins/api-routes.ts): the bundle carries paths but no schema, and
 * a page's chunk only the areas it calls. The types still come from the declarations.
 */
export const {
  announcements,
  assets,
  auth,
  boxes,
  config,
  exrights,
  health,
  kyc,
  mall,
  nodes,
  operator,
  records,
  rewards,
  stake,
  swap,
  tasks,
  team,
  transfer,
  transparency,
  user,
  withdraw,
  woohoo,
} = routesOf(endpoints);
