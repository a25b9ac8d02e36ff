import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronIcon, GiftIcon, MegaphoneIcon, NodeIcon, StakeIcon } from '../../../components/icons';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Stack } from '../../../components/layout/stack';
import type { Tone } from '../../../components/layout/tone';
import styles from './home-banners.module.css';

export type Banner = {
  key: string;
  /** Which CSS art and tint the slide gets. */
  art: 'announcement' | 'boxes' | 'staking' | 'nodes';
  to: string | null;
  tag: string;
  title: string;
  text?: string;
  action: string;
  /** The title and text were written by the operator, in any language: each takes its own direction. */
  authored?: boolean;
};

/** The tone each slide is tinted in (the nodes slide is violet, which is no tone: its CSS sets it). */
const ART_TONES: Record<Banner['art'], Tone | undefined> = {
  announcement: 'info',
  boxes: 'accent',
  staking: 'success',
  nodes: undefined,
};

const ART_ICONS: Record<Banner['art'], ReactNode> = {
  announcement: <MegaphoneIcon size={34} />,
  boxes: <GiftIcon size={34} />,
  staking: <StakeIcon size={34} />,
  nodes: <NodeIcon size={34} />,
};

/** One slide. Off-screen slides are inert, so a keyboard or a screen reader meets only the one shown. */
export function BannerSlide({
  banner,
  dir,
  hidden,
}: {
  banner: Banner;
  dir: 'ltr' | 'rtl';
  hidden: boolean;
}) {
  const art = (
    <span className={styles.art} aria-hidden="true">
      <span className={styles.artRing} />
      <span className={styles.artRing} />
      <span className={styles.artIcon}>{ART_ICONS[banner.art]}</span>
    </span>
  );
  if (!banner.to) {
    return (
      <div
        className={styles.slide}
        data-art={banner.art}
        data-tone={ART_TONES[banner.art]}
        dir={dir}
        inert={hidden}
        aria-busy="true"
      >
        <Stack as="span" gap={6} grow className={styles.text}>
          <SkeletonBlock height={18} width="90px" radius="pill" />
          <SkeletonBlock height={40} width="100%" radius={8} />
          <SkeletonBlock height={16} width="70px" radius={6} className={styles.skeletonAction} />
        </Stack>
        {art}
      </div>
    );
  }
  return (
    <Link
      to={banner.to}
      className={styles.slide}
      data-art={banner.art}
      data-tone={ART_TONES[banner.art]}
      data-testid={`home-banner-${banner.key}`}
      dir={dir}
      inert={hidden}
    >
      <Stack as="span" gap={6} grow className={styles.text}>
        <span className={styles.tag}>{banner.tag}</span>
        <span className={styles.title} dir={banner.authored ? 'auto' : undefined}>
          {banner.title}
        </span>
        {banner.text && (
          <span className={styles.body} dir={banner.authored ? 'auto' : undefined}>
            {banner.text}
          </span>
        )}
        <span className={styles.action}>
          {banner.action}
          <ChevronIcon size={14} className="flip-in-rtl" />
        </span>
      </Stack>
      {art}
    </Link>
  );
}
