import { SignInGate } from '../../components/sign-in-gate';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { PositionsPage } from '../../features/woohoo/components/positions-page';
import { WoohooSalePage } from '../../features/woohoo/components/woohoo-sale-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** The locked $WOOHOO sale and the locked positions, behind the sign-in gate. */
export default function WoohooRoute({ page }: { page: 'woohooSale' | 'positions' }) {
  return (
    <SignInGate signInButton={<SignInButton />}>
      {(address) =>
        page === 'woohooSale' ? <WoohooSalePage address={address} /> : <PositionsPage address={address} />
      }
    </SignInGate>
  );
}
