import { paths } from '../../config/paths';
import { ChooseLocationPage } from '../../features/location/components/choose-location-page';

// SPEC 2's system pages /choose-location and /open-location, one chunk (config/route-table.ts picks
// each page from it).
export { OpenLocationPage } from '../../features/location/components/open-location-page';

/**
 * /choose-location: a position chosen with no page asking for it starts a new delivery address,
 * the one place the app keeps a location.
 */
export function ChooseLocationRoute() {
  return <ChooseLocationPage fallbackReturnTo={paths.addAddress()} />;
}
