import { ChooseLocationPage } from '../../features/location/components/choose-location-page';
import { OpenLocationPage } from '../../features/location/components/open-location-page';
import { MALL_PATHS } from '../../features/mall/utils/mall-paths';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/**
 * SPEC 2's system pages /choose-location and /open-location. A position chosen with no page
 * asking for it starts a new delivery address, the one place the app keeps a location.
 */
export default function LocationRoute({ page }: { page: 'chooseLocation' | 'openLocation' }) {
  return page === 'chooseLocation' ? (
    <ChooseLocationPage fallbackReturnTo={MALL_PATHS.addAddress} />
  ) : (
    <OpenLocationPage />
  );
}
