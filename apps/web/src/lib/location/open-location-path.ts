import type { Position } from '@woohoo/shared/location';
import { paths } from '../../config/paths';

/**
 * SPEC 2's /open-location?value1=<latitude>&value2=<longitude>&value3=<label>, showing a
 * position with links to a maps app; an empty label is left out.
 */
export function openLocationPath(position: Position, label?: string): string {
  return paths.openLocation(position.latitude, position.longitude, label || undefined);
}
