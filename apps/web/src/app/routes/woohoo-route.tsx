import type { Address } from 'viem';
import { PositionsPage } from '../../features/woohoo/components/positions-page';
import { WoohooSalePage } from '../../features/woohoo/components/woohoo-sale-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** The locked $WOOHOO sale and the locked positions, behind the sign-in gate (app-routes.tsx). */
export default function WoohooRoute({
  page,
  address,
}: {
  page: 'woohooSale' | 'positions';
  address: Address;
}) {
  return page === 'woohooSale' ? <WoohooSalePage address={address} /> : <PositionsPage address={address} />;
}
