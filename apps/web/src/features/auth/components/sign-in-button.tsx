import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { useSession } from '../../../hooks/use-session';
import { useInviter } from '../api/get-inviter';
import { useLogin } from '../api/login';
import { inviteStatus } from '../utils/invite-status';
import { InviteSignIn } from './invite-sign-in';

/**
 * The "Sign in" call to action: signs the EIP-4361 message with the connected wallet. With an
 * invite link's referrer pending (and a wallet not registered yet, which would keep the referrer
 * it has), the invite card asks first whether to bind it (docs/rules.md "The referral team").
 */
export function SignInButton() {
  const { address } = useConnection();
  const referrer = useSession((state) => state.referrer);
  const { mutate, isPending } = useLogin();
  const self = useInviter(referrer ? (address ?? '') : '');
  const inviter = useInviter(referrer);
  const [choice, setChoice] = useState<'with' | 'without' | null>(null);
  const signIn = (chosenReferrer: string | undefined) => {
    if (!address) return;
    setChoice(chosenReferrer ? 'with' : 'without');
    mutate({ address, referrer: chosenReferrer });
  };
  if (referrer && address && !self.data?.registered) {
    return (
      <InviteSignIn
        inviter={referrer}
        status={inviteStatus({
          inviter: referrer,
          self: address,
          check: { status: inviter.status, registered: inviter.data?.registered },
        })}
        pending={isPending ? choice : null}
        onSignIn={signIn}
      />
    );
  }
  return <PlainSignInButton address={address} pending={isPending} onSignIn={signIn} />;
}

function PlainSignInButton({
  address,
  pending,
  onSignIn,
}: {
  address: Address | undefined;
  pending: boolean;
  onSignIn: (referrer: undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      color="primary"
      block
      shape="rounded"
      size="large"
      loading={pending}
      loadingText={t('auth.signIn')}
      disabled={!address}
      onClick={() => onSignIn(undefined)}
    >
      {t('auth.signIn')}
    </Button>
  );
}
