import type { Address } from 'viem';
import { PoolPage } from '../../features/pool/components/pool-page';
import { StakePage } from '../../features/stake/components/stake-page';
import { StakeRecordsPage } from '../../features/stake/components/stake-records-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** Staking, its records and the on-chain pool, behind the sign-in gate (app-routes.tsx). */
export default function StakeRoute({
  page,
  address,
}: {
  page: 'stake' | 'stakeRecords' | 'pool';
  address: Address;
}) {
  if (page === 'stake') return <StakePage address={address} />;
  if (page === 'pool') return <PoolPage address={address} />;
  return <StakeRecordsPage address={address} />;
}
