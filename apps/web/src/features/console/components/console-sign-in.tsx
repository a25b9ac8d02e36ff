import { ERRORS } from '@woohoo/shared/error-codes';
import Button from 'antd-mobile/es/components/button';
import { useConnection } from 'wagmi';
import { Card } from '../../../components/layout/card';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { isApiError } from '../../../lib/api-error';
import { openConnectSheet } from '../../../lib/wallet/connect-sheet-store';
import { isUserRejection } from '../../../lib/wallet/is-user-rejection';
import { type SignInHelpers, useOperatorLogin } from '../api/operator-login';
import { describeConsoleError } from '../utils/describe-console-error';
import styles from './console.module.css';

/** What the sign-in screen says after a failed attempt; nothing after a cancel in the wallet. */
export function describeSignInError(error: unknown): string | undefined {
  if (!error || isUserRejection(error)) return undefined;
  if (isApiError(error) && error.code === ERRORS.operatorOnly.code) return 'This wallet is not an operator';
  return describeConsoleError(error);
}

/**
 * The console without an operator token: connect a wallet, then sign the same message a user
 * signs (e2e: test id `console-sign-in`). The wallet must be one of OPERATOR_ADDRESSES.
 */
export function ConsoleSignIn({ helpers }: { helpers: SignInHelpers }) {
  const { address, status } = useConnection();
  const login = useOperatorLogin(helpers);
  const problem = describeSignInError(login.error);
  const connecting = status === 'connecting' || status === 'reconnecting';
  return (
    <Stack as="main" gap={16} className={styles.shell}>
      <Card as="section" className={styles.narrow} aria-labelledby="console-sign-in-title">
        <h1 id="console-sign-in-title" className={styles.title}>
          Operator console
        </h1>
        <p className={textStyle.muted}>
          Sign in with an operator wallet. Every action is recorded in the audit.
        </p>
        {address ? (
          <>
            <p className={styles.notice}>
              Connected wallet: <span className={styles.mono}>{address}</span>
            </p>
            <Button
              color="primary"
              block
              size="large"
              loading={login.isPending}
              loadingText="Signing in…"
              onClick={() => login.mutate({ address })}
              data-testid="console-sign-in"
            >
              Sign in as operator
            </Button>
            <Button block fill="none" disabled={login.isPending} onClick={openConnectSheet}>
              Use another wallet
            </Button>
          </>
        ) : (
          <Button color="primary" block size="large" loading={connecting} onClick={openConnectSheet}>
            Connect wallet
          </Button>
        )}
        {problem && (
          <p className={styles.warning} role="alert">
            {problem}
          </p>
        )}
      </Card>
    </Stack>
  );
}
