import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressAvatar } from '../../../components/layout/address-avatar';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { openConnectSheet } from '../../../lib/wallet/connect-sheet-store';
import styles from './invite-landing.module.css';

/**
 * The home page opened from an invite link before any wallet is connected (SPEC 1 and 4: the
 * binding is permanent): who invited (the address of the link, short, the full one on hover), that
 * signing in with the invite binds that referrer for good, and the Connect button. The choice
 * itself comes at the sign-in (the auth feature's invite card), once a wallet is there. The
 * inviter is the link's own address, so nothing is fetched: the page paints with the app.
 */
export function InviteLanding({ inviter }: { inviter: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack
      as="section"
      gap={12}
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="invite-landing"
    >
      <AddressAvatar address={inviter} size={56} />
      <h2 id={titleId} className={textStyle.headline}>
        {t('auth.invite.title')}
      </h2>
      <p className={styles.by}>
        {t('auth.invite.by')}{' '}
        <span
          className={`${textStyle.mono} ${styles.inviter}`}
          title={inviter}
          translate="no"
          data-testid="invite-landing-inviter"
        >
          {shortenAddress(inviter)}
        </span>
      </p>
      <p className={styles.permanent}>{t('auth.invite.permanent')}</p>
      <p className={styles.next}>{t('home.inviteNext')}</p>
      <Button
        className={styles.action}
        color="primary"
        block
        shape="rounded"
        size="large"
        onClick={openConnectSheet}
      >
        {t('wallet.connect')}
      </Button>
    </Stack>
  );
}
