import {
  NODE_SHARE_PRICE_WEI,
  STAKE_MAX_WEI,
  SWIPER_INTERVAL_MS,
  TOKEN_DECIMALS,
} from '@woohoo/shared/constants';
import { Skeleton, Swiper } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronIcon, GiftIcon, MegaphoneIcon, NodeIcon, StakeIcon } from '../../../components/icons';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { TAB_PATHS } from '../../../lib/navigation/tab-paths';
import { announcementDetailsPath } from '../../announcements/utils/announcement-paths';
import { useLatestAnnouncement } from '../api/get-latest-announcement';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import styles from './home-banners.module.css';

/** SPEC 2: the staking page. */
const STAKE_PATH = '/pages/pledge/pledge';

type Banner = {
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

/**
 * The home page's banners (issue 10 item 4): the newest announcement and three highlights of the
 * product (provably fair blind boxes, staking, the node sale), each a link to its page, with art
 * drawn in CSS. An antd-mobile Swiper, looping, with indicators, turning every 3000 ms (SPEC 9)
 * unless the user prefers reduced motion, and holding still while focus is inside it.
 */
export function HomeBanners() {
  const { t, i18n } = useTranslation();
  const banners = useBanners();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [focused, setFocused] = useState(false);

  return (
    // antd-mobile's Swiper lays its track out left to right only: the carousel is LTR and each
    // slide takes the page's direction back, so Persian reads right to left inside its slides.
    <section
      dir="ltr"
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.banners.label')}
      data-testid="home-banners"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Swiper
        className={styles.swiper}
        autoplay={!reducedMotion && !focused}
        autoplayInterval={SWIPER_INTERVAL_MS}
        loop
        onIndexChange={setCurrent}
        indicatorProps={{ className: styles.indicator }}
      >
        {banners.map((banner, index) => (
          <Swiper.Item key={banner.key}>
            {/* biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA APG
                carousel), not a form's fieldset; antd-mobile's item drops a role, and a name needs one. */}
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.banners.slide', { index: index + 1, total: banners.length })}
              className={styles.slideGroup}
            >
              <BannerSlide banner={banner} dir={i18n.dir()} hidden={index !== current} />
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}

/** The newest announcement's slide (a placeholder while it loads, none without one), then the products. */
function useBanners(): Banner[] {
  const { t } = useTranslation();
  const latest = useLatestAnnouncement();
  const amount = (wei: bigint) => formatTokenAmount(wei, TOKEN_DECIMALS);
  const announcement: Banner[] = latest.isPending
    ? [{ key: 'announcement', art: 'announcement', to: null, tag: '', title: '', action: '' }]
    : latest.data
      ? [
          {
            key: 'announcement',
            art: 'announcement',
            to: announcementDetailsPath(latest.data.id),
            tag: t('home.banners.announcement.tag'),
            title: latest.data.title,
            text: latest.data.excerpt,
            action: t('home.banners.announcement.action'),
            authored: true,
          },
        ]
      : [];
  return [
    ...announcement,
    {
      key: 'boxes',
      art: 'boxes',
      to: TAB_PATHS.blindBox,
      tag: t('home.banners.boxes.tag'),
      title: t('home.banners.boxes.title'),
      text: t('home.banners.boxes.text'),
      action: t('home.banners.boxes.action'),
    },
    {
      key: 'staking',
      art: 'staking',
      to: STAKE_PATH,
      tag: t('home.banners.staking.tag'),
      title: t('home.banners.staking.title'),
      text: t('home.banners.staking.text', { max: amount(STAKE_MAX_WEI) }),
      action: t('home.banners.staking.action'),
    },
    {
      key: 'nodes',
      art: 'nodes',
      to: TAB_PATHS.ino,
      tag: t('home.banners.nodes.tag'),
      title: t('home.banners.nodes.title'),
      text: t('home.banners.nodes.text', { price: amount(NODE_SHARE_PRICE_WEI) }),
      action: t('home.banners.nodes.action'),
    },
  ];
}

const ART_ICONS: Record<Banner['art'], ReactNode> = {
  announcement: <MegaphoneIcon size={34} />,
  boxes: <GiftIcon size={34} />,
  staking: <StakeIcon size={34} />,
  nodes: <NodeIcon size={34} />,
};

/** One slide. Off-screen slides are inert, so a keyboard or a screen reader meets only the one shown. */
function BannerSlide({ banner, dir, hidden }: { banner: Banner; dir: 'ltr' | 'rtl'; hidden: boolean }) {
  const art = (
    <span className={styles.art} aria-hidden="true">
      <span className={styles.artRing} />
      <span className={styles.artRing} />
      <span className={styles.artIcon}>{ART_ICONS[banner.art]}</span>
    </span>
  );
  if (!banner.to) {
    return (
      <div className={styles.slide} data-art={banner.art} dir={dir} inert={hidden} aria-busy="true">
        <span className={styles.text}>
          <Skeleton animated className={styles.skeletonTag} />
          <Skeleton animated className={styles.skeletonTitle} />
          <Skeleton animated className={styles.skeletonAction} />
        </span>
        {art}
      </div>
    );
  }
  return (
    <Link
      to={banner.to}
      className={styles.slide}
      data-art={banner.art}
      data-testid={`home-banner-${banner.key}`}
      dir={dir}
      inert={hidden}
    >
      <span className={styles.text}>
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
      </span>
      {art}
    </Link>
  );
}
