import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { SectionHeader } from '../../../components/layout/section-header';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import textStyle from '../../../components/layout/text.module.css';
import { DownloadIcon } from '../../../components/money-icons';
import panel from '../../../components/panel.module.css';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { saveFile } from '../../../lib/save-file';
import { type PosterTexts, renderInvitePoster } from '../utils/draw-invite-poster';
import styles from './team.module.css';

type Poster = { state: 'drawing' } | { state: 'ready'; blob: Blob; url: string } | { state: 'failed' };

/**
 * The invite poster: drawn on a canvas in the user's language, shown as an image (which phones
 * let the user press and hold to save or share) and saved as a PNG with one button.
 */
export function InvitePoster({ link, address }: { link: string; address: string }) {
  const { t } = useTranslation();
  const texts: PosterTexts = {
    brand: t('app.name'),
    title: t('team.invite.posterTitle'),
    subtitle: t('team.invite.posterSubtitle'),
    invitedBy: t('team.invite.posterInvitedBy', { address: shortenAddress(address) }),
    scan: t('team.invite.posterScan'),
    link,
  };
  const textsKey = JSON.stringify(texts);
  const [poster, setPoster] = useState<Poster>({ state: 'drawing' });

  useEffect(() => {
    let cancelled = false;
    let url: string | undefined;
    setPoster({ state: 'drawing' });
    renderInvitePoster(JSON.parse(textsKey) as PosterTexts)
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setPoster({ state: 'ready', blob, url });
      })
      .catch((error: unknown) => {
        console.error('Poster drawing failed', error);
        if (!cancelled) setPoster({ state: 'failed' });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [textsKey]);

  return (
    <Card as="section" aria-labelledby="invite-poster-title">
      <SectionHeader id="invite-poster-title" title={t('team.invite.poster')} />
      {poster.state === 'failed' ? (
        <p className={textStyle.note} role="alert">
          {t('team.invite.posterFailed')}
        </p>
      ) : (
        <>
          <p className={textStyle.note}>{t('team.invite.posterHint')}</p>
          {poster.state === 'ready' ? (
            <img
              className={styles.poster}
              src={poster.url}
              alt={t('team.invite.posterAlt')}
              data-testid="invite-poster"
            />
          ) : (
            <div role="status" aria-busy="true">
              <span className="visually-hidden">{t('team.invite.posterDrawing')}</span>
              <SkeletonBlock height={420} width="100%" radius={14} className={styles.posterSkeleton} />
            </div>
          )}
          <Button
            color="primary"
            fill="outline"
            block
            shape="rounded"
            size="large"
            disabled={poster.state !== 'ready'}
            onClick={() => {
              if (poster.state === 'ready')
                saveFile(poster.blob, `woohoo-invite-${address.slice(2, 8).toLowerCase()}.png`);
            }}
          >
            <span className={panel.buttonContent}>
              <DownloadIcon size={18} />
              {t('team.invite.save')}
            </span>
          </Button>
        </>
      )}
    </Card>
  );
}
