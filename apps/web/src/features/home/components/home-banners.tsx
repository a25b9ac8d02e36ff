import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleImport } from '../../../hooks/use-idle-import';
import { usePrefersReducedMotion } from '../../../lib/motion/use-prefers-reduced-motion';
import { useBanners } from '../hooks/use-banners';
import { BannerSlide } from './banner-slide';
import styles from './home-banners.module.css';

const loadBannerSwiper = () => import('./banner-swiper');

/**
 * The home page's banners: the newest announcement and three highlights of the product (provably
 * fair blind boxes, staking, the node sale), each a link to its page, with art drawn in CSS. An
 * antd-mobile Swiper, looping, with indicators, turning every 3000 ms (SPEC 9) unless the user
 * prefers reduced motion, and holding still while focus is inside it. The first slide shows at
 * once; the Swiper takes over once the page has painted and its chunk has loaded, but not while
 * focus is on that first slide: swapping it would drop a keyboard user's focus to the page's start.
 */
export function HomeBanners() {
  const { t, i18n } = useTranslation();
  const banners = useBanners();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [focused, setFocused] = useState(false);
  const loadedSwiper = useIdleImport(loadBannerSwiper)?.default;
  const [swiperShown, setSwiperShown] = useState(false);
  useEffect(() => {
    if (loadedSwiper && !focused) setSwiperShown(true);
  }, [loadedSwiper, focused]);
  const BannerSwiper = swiperShown ? loadedSwiper : undefined;

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
      {BannerSwiper ? (
        <BannerSwiper
          banners={banners}
          current={current}
          autoplay={!reducedMotion && !focused}
          onIndexChange={setCurrent}
        />
      ) : (
        <div className={`${styles.swiper} ${styles.staticTrack}`}>
          {banners[0] && (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA APG carousel)
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.banners.slide', { index: 1, total: banners.length })}
              className={styles.slideGroup}
            >
              <BannerSlide banner={banners[0]} dir={i18n.dir()} hidden={false} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
