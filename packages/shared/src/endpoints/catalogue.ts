import { authEndpoints } from './auth';
import type { EndpointSpec } from './endpoint';
import { operatorEndpoints } from './operator';
import { recordsEndpoints } from './records';
import { swapEndpoints } from './swap';

/**
 * Every endpoint of the API, by area: the one place a path, a method, an access rule or a schema
 * is written. The server registers its routes from these declarations and the web client calls
 * through their projection (`routes.ts`).
 */
export const endpoints = {
  auth: authEndpoints,
  operator: operatorEndpoints,
  records: recordsEndpoints,
  swap: swapEndpoints,
};

export type Endpoints = typeof endpoints;

/** Every declaration of a nested catalogue, in order. */
export function listEndpoints(tree: unknown): EndpointSpec[] {
  if (isEndpoint(tree)) return [tree];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.values(tree).flatMap(listEndpoints);
}

function isEndpoint(value: unknown): value is EndpointSpec {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}
