import type { Address } from 'viem';
import { KycPage } from '../../features/kyc/components/kyc-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/**
 * KYC1 certification (SPEC 2): the user's own status and email, behind the sign-in gate
 * (app-routes.tsx).
 */
export default function KycRoute({ address }: { address: Address }) {
  return <KycPage address={address} />;
}
