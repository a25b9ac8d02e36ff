import { ExrightsPage } from '../../features/exrights/components/exrights-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** The ex-rights screen, behind the sign-in gate (app-routes.tsx) like the rest of the INO section. */
export default function ExrightsRoute() {
  return <ExrightsPage />;
}
