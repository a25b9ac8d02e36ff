import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openNetworkPrompt } from '../lib/wallet/network-prompt-store';
import { AlertIcon } from './icons';
import { Notice } from './layout/notice';

/**
 * SPEC 4 and 5: the wallet is on another chain than the configured one. Says so in the words of the
 * page (`children`) with a button that opens the switch prompt (network-guard.tsx) again.
 */
export function WrongNetworkNotice({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Notice
      role="alert"
      icon={<AlertIcon size={20} />}
      end={
        <Button size="small" color="primary" shape="rounded" onClick={openNetworkPrompt}>
          {t('wallet.switchNetwork')}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
