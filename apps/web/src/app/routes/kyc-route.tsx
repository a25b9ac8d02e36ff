import { SignInGate } from '../../components/sign-in-gate';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { KycPage } from '../../features/kyc/components/kyc-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** KYC1 certification (issue 10 item 2): the user's own status and email, behind the sign-in gate. */
export default function KycRoute() {
  return (
    <SignInGate signInButton={<SignInButton />}>{(address) => <KycPage address={address} />}</SignInGate>
  );
}
