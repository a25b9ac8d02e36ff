import { announcementsEndpoints } from './announcements';
import { assetsEndpoints } from './assets';
import { authEndpoints } from './auth';
import { boxesEndpoints } from './boxes';
import { configEndpoints } from './config';
import type { EndpointSpec } from './endpoint';
import { exrightsEndpoints } from './exrights';
import { healthEndpoints } from './health';
import { kycEndpoints } from './kyc';
import { mallEndpoints } from './mall';
import { nodesEndpoints } from './nodes';
import { operatorEndpoints } from './operator';
import { recordsEndpoints } from './records';
import { rewardsEndpoints } from './rewards';
import { stakeEndpoints } from './stake';
import { swapEndpoints } from './swap';
import { tasksEndpoints } from './tasks';
import { teamEndpoints } from './team';
import { transferEndpoints } from './transfer';
import { transparencyEndpoints } from './transparency';
import { userEndpoints } from './user';
import { withdrawEndpoints } from './withdraw';
import { woohooEndpoints } from './woohoo';

/**
 * Every endpoint of the API, by area: the one place a path, a method, an access rule or a schema
 * is written. The server registers its routes from these declarations and the web client calls
 * through their projection (`routes.ts`).
 */
export const endpoints = {
  announcements: announcementsEndpoints,
  assets: assetsEndpoints,
  auth: authEndpoints,
  boxes: boxesEndpoints,
  config: configEndpoints,
  exrights: exrightsEndpoints,
  health: healthEndpoints,
  kyc: kycEndpoints,
  mall: mallEndpoints,
  nodes: nodesEndpoints,
  operator: operatorEndpoints,
  records: recordsEndpoints,
  rewards: rewardsEndpoints,
  stake: stakeEndpoints,
  swap: swapEndpoints,
  tasks: tasksEndpoints,
  team: teamEndpoints,
  transfer: transferEndpoints,
  transparency: transparencyEndpoints,
  user: userEndpoints,
  withdraw: withdrawEndpoints,
  woohoo: woohooEndpoints,
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
