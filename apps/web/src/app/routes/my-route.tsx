import type { Address } from 'viem';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { GiftCollectionPage } from '../../features/my/components/gift-collection-page';
import { MyPage } from '../../features/my/components/my-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/**
 * The my page (SPEC 2): open to anyone, it asks for the wallet and the sign-in in its head.
 */
export default function MyRoute() {
  return <MyPage signInButton={<SignInButton />} />;
}

/** The gift inscription collection: a user's own, behind the sign-in gate (app-routes.tsx). */
export function GiftCollectionRoute({ address }: { address: Address }) {
  return <GiftCollectionPage address={address} />;
}
