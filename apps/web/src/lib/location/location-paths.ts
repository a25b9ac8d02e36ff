import type { Position } from '@woohoo/shared/location';
import { pagePath } from '../navigation/query-values';

/**
 * SPEC 2's system pages: choosing a position (for the delivery address form) and showing one
 * with links to a maps app. Here rather than in their feature because the mall links to them.
 */
export const LOCATION_PATHS = {
  choose: '/choose-location',
  open: '/open-location',
} as const;

/** open-location?value1=<latitude>&value2=<longitude>&value3=<label> (SPEC 2 query values). */
export function openLocationPath(position: Position, label?: string): string {
  return pagePath(LOCATION_PATHS.open, [position.latitude, position.longitude, label || undefined]);
}
