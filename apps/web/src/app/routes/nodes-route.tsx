import type { Address } from 'viem';
import { NodesPage } from '../../features/nodes/components/nodes-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** The INO tab: the node sale, behind the sign-in gate of app-routes.tsx (it spends the user's balance). */
export default function NodesRoute({ address }: { address: Address }) {
  return <NodesPage address={address} />;
}
