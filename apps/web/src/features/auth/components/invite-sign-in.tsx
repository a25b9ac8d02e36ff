import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { canSignInWithReferrer, type InviteStatus, offersReferrer } from '../utils/invite-status';
import styles from './invite-sign-in.module.css';

const STATUS_TEXT: Partial<Record<InviteStatus, 'checking' | 'notRegistered' | 'self' | 'checkFailed'>> = {
  checking: 'checking',
  notRegistered: 'notRegistered',
  self: 'self',
  unknown: 'checkFailed',
};

/**
 * SPEC 1 and 4: binding a referrer is permanent. Before an invitee signs in through an invite
 * link, this card names the inviter (the product has no names: the short address, the full one
 * on hover), says the binding cannot be undone, and asks for an explicit choice: sign in with
 * this referrer, or without any.
 */
export function InviteSignIn({
  inviter,
  status,
  pending,
  onSignIn,
}: {
  inviter: string;
  status: InviteStatus;
  pending: 'with' | 'without' | null;
  onSignIn: (referrer: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const note = STATUS_TEXT[status];
  return (
    <Stack
      as="section"
      gap={10}
      className={styles.invite}
      aria-labelledby={titleId}
      data-testid="invite-card"
      data-status={status}
    >
      <h3 id={titleId} className={textStyle.title}>
        {t('auth.invite.title')}
      </h3>
      <p className={styles.text}>
        {t('auth.invite.by')}{' '}
        <span
          className={`${textStyle.mono} ${styles.inviter}`}
          title={inviter}
          translate="no"
          data-testid="invite-inviter"
        >
          {shortenAddress(inviter)}
        </span>
      </p>
      <p className={styles.text}>{t('auth.invite.permanent')}</p>
      <p className={styles.muted}>{t('auth.invite.existing')}</p>
      {note && (
        <p
          className={status === 'self' || status === 'notRegistered' ? styles.warning : styles.muted}
          role={status === 'checking' ? 'status' : 'alert'}
        >
          {t(`auth.invite.${note}`)}
        </p>
      )}
      {offersReferrer(status) && (
        <Button
          color="primary"
          block
          shape="rounded"
          size="large"
          loading={pending === 'with' || status === 'checking'}
          loadingText={t('auth.invite.withReferrer')}
          disabled={!canSignInWithReferrer(status) || pending !== null}
          onClick={() => onSignIn(inviter)}
        >
          {t('auth.invite.withReferrer')}
        </Button>
      )}
      <Button
        color="primary"
        fill="outline"
        block
        shape="rounded"
        size="large"
        loading={pending === 'without'}
        loadingText={t('auth.invite.withoutReferrer')}
        disabled={pending !== null}
        onClick={() => onSignIn(undefined)}
      >
        {t('auth.invite.withoutReferrer')}
      </Button>
    </Stack>
  );
}
