import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWalletRuntime } from './wallet-runtime-loader';

const SignInButton = lazy(() =>
  Promise.all([loadWalletRuntime(), import('../features/auth/components/sign-in-button')]).then(
    ([runtime, module]) => ({
      default: () => (
        <runtime.WagmiScope>
          <module.SignInButton />
        </runtime.WagmiScope>
      ),
    }),
  ),
);

/**
 * The auth feature's sign-in button for the shell and the home page, which load without the
 * wallet libraries: it shows only beside a connected wallet, when they are loaded anyway.
 */
export function LazySignInButton() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Button color="primary" block shape="rounded" size="large" loading disabled>
          {t('auth.signIn')}
        </Button>
      }
    >
      <SignInButton />
    </Suspense>
  );
}
