import Button from 'antd-mobile/es/components/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import type { Address } from 'viem';
import { CopyIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { ShareLink } from '../../../components/layout/share-link';
import textStyle from '../../../components/layout/text.module.css';
import panel from '../../../components/panel.module.css';
import { copyText } from '../../../lib/copy-text';
import { buildInviteLink } from '../../../lib/referral/build-invite-link';
import { showToast } from '../../../lib/toast';
import { InvitePoster } from './invite-poster';
import styles from './team.module.css';

/** An SVG string as an image URL, so the QR code is a plain <img> with a name. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Invite friends (SPEC 2 "invite friends: poster, QR code, copy link"): the user's invite link,
 * its QR code, Copy link with the "Copied" toast (SPEC 8) and a poster to save.
 */
export function InvitePage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const link = buildInviteLink(window.location, address);
  const qr = useMemo(
    () => svgDataUrl(renderSVG(link, { ecc: 'M', border: 2, pixelSize: 8, blackColor: '#0b0e17' })),
    [link],
  );

  async function copy() {
    try {
      await copyText(link);
      showToast(t('common.copied'));
    } catch (error) {
      console.error('Copy failed', error);
    }
  }

  return (
    <Page>
      <Card as="section" hero gap={16} className={styles.inviteCard} aria-label={t('route.teamInvite')}>
        <p className={textStyle.note}>{t('team.invite.intro')}</p>
        <div className={styles.qrFrame}>
          <img className={styles.qr} src={qr} alt={t('team.invite.qrAlt')} data-testid="invite-qr" />
        </div>
        <ShareLink label={t('team.invite.link')} link={link} testId="invite-link" gap={6} />
        <Button color="primary" block shape="rounded" size="large" onClick={() => void copy()}>
          <span className={panel.buttonContent}>
            <CopyIcon size={18} />
            {t('team.invite.copy')}
          </span>
        </Button>
      </Card>
      <InvitePoster link={link} address={address} />
    </Page>
  );
}
