import { HomePage } from '../../features/home/components/home-page';
import { LazySignInButton } from '../lazy-sign-in-button';

/** The home route composes the home feature with the auth feature's sign-in button. */
export default function HomeRoute() {
  return <HomePage signInButton={<LazySignInButton />} />;
}
