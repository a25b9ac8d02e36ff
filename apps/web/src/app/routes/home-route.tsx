import { SignInButton } from '../../features/auth/components/sign-in-button';
import { HomePage } from '../../features/home/components/home-page';

/** The home route composes the home feature with the auth feature's sign-in button. */
export default function HomeRoute() {
  return <HomePage signInButton={<SignInButton />} />;
}
