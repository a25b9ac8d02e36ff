import { SWIPER_INTERVAL_MS } from '@woohoo/shared/constants';
import Swiper from 'antd-mobile/es/components/swiper';
import { useTranslation } from 'react-i18next';
import { type Banner, BannerSlide } from './banner-slide';
import styles from './home-banners.module.css';

/**
 * The banners in antd-mobile's Swiper (its own chunk: the Swiper's gesture and animation
 * libraries load after the home page has painted its first slide).
 */
export default function BannerSwiper({
  banners,
  current,
  autoplay,
  onIndexChange,
}: {
  banners: Banner[];
  current: number;
  autoplay: boolean;
  onIndexChange: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Swiper
      className={styles.swiper}
      autoplay={autoplay}
      autoplayInterval={SWIPER_INTERVAL_MS}
      loop
      onIndexChange={onIndexChange}
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
  );
}
