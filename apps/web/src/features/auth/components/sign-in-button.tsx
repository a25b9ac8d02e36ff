import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { useLogin } from '../api/login';

/** The "Sign in" call to action: signs the EIP-4361 message with the connected wallet. */
export function SignInButton() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const { mutate, isPending } = useLogin();
  return (
    <Button
      color="primary"
      block
      shape="rounded"
      size="large"
      loading={isPending}
      loadingText={t('auth.signIn')}
      disabled={!address}
      onClick={() => address && mutate({ address })}
    >
      {t('auth.signIn')}
    </Button>
  );
}
