import { SignInGate } from '../../components/sign-in-gate';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { NodesPage } from '../../features/nodes/components/nodes-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** The INO tab: the node sale behind the sign-in gate (it spends the user's balance). */
export default function NodesRoute() {
  return (
    <SignInGate signInButton={<SignInButton />}>{(address) => <NodesPage address={address} />}</SignInGate>
  );
}
