import { SignInGate } from '../../components/sign-in-gate';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { GiftCollectionPage } from '../../features/my/components/gift-collection-page';
import { MyPage } from '../../features/my/components/my-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';
import type { MyRoutePage } from '../route-table';

registerFullEnglish();

/**
 * The my page and the gift inscription collection (issue 10 item 4). The my page is open to
 * anyone and asks for the wallet and the sign-in in its head; the collection is a user's own,
 * behind the gate.
 */
export default function MyRoute({ page }: { page: MyRoutePage }) {
  if (page === 'my') return <MyPage signInButton={<SignInButton />} />;
  return (
    <SignInGate signInButton={<SignInButton />}>
      {(address) => <GiftCollectionPage address={address} />}
    </SignInGate>
  );
}
