import { SignInGate } from '../../components/sign-in-gate';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { ExrightsPage } from '../../features/exrights/components/exrights-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** The ex-rights screen, behind the sign-in gate like the rest of the INO section. */
export default function ExrightsRoute() {
  return <SignInGate signInButton={<SignInButton />}>{() => <ExrightsPage />}</SignInGate>;
}
