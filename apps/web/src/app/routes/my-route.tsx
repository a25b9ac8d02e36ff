import { SignInButton } from '../../features/auth/components/sign-in-button';
import { MyPage } from '../../features/my/components/my-page';

// The my page and the gift inscription collection (SPEC 2), one chunk (config/route-table.ts picks
// each page from it); the collection is a user's own, behind the sign-in gate.
export { GiftCollectionPage } from '../../features/my/components/gift-collection-page';

/** The my page (SPEC 2): open to anyone, it asks for the wallet and the sign-in in its head. */
export function MyRoute() {
  return <MyPage signInButton={<SignInButton />} />;
}
