import { TransparencyPage } from '../../features/transparency/components/transparency-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** The transparency report: public, readable without signing in. */
export default function TransparencyRoute() {
  return <TransparencyPage />;
}
