import { SignInGate } from '../../components/sign-in-gate';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { PoolPage } from '../../features/pool/components/pool-page';
import { StakePage } from '../../features/stake/components/stake-page';
import { StakeRecordsPage } from '../../features/stake/components/stake-records-page';
import { registerFullEnglish } from '../../lib/i18n/register-full-english';

registerFullEnglish();

/** Staking, its records and the on-chain pool, behind the sign-in gate. */
export default function StakeRoute({ page }: { page: 'stake' | 'stakeRecords' | 'pool' }) {
  return (
    <SignInGate signInButton={<SignInButton />}>
      {(address) =>
        page === 'stake' ? (
          <StakePage address={address} />
        ) : page === 'pool' ? (
          <PoolPage address={address} />
        ) : (
          <StakeRecordsPage address={address} />
        )
      }
    </SignInGate>
  );
}
