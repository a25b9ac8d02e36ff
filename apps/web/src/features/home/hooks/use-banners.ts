import { NODE_SHARE_PRICE_WEI, STAKE_MAX_WEI, TOKEN_DECIMALS } from '@woohoo/shared/constants';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatTokenAmount } from '../../../lib/format/format-token-amount';
import { useLatestAnnouncement } from '../api/get-latest-announcement';
import type { Banner } from '../components/banner-slide';

/** The newest announcement's slide (a placeholder while it loads, none without one), then the products. */
export function useBanners(): Banner[] {
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
            to: paths.announcementDetails(latest.data.id),
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
      to: paths.blindBox(),
      tag: t('home.banners.boxes.tag'),
      title: t('home.banners.boxes.title'),
      text: t('home.banners.boxes.text'),
      action: t('home.banners.boxes.action'),
    },
    {
      key: 'staking',
      art: 'staking',
      to: paths.stake(),
      tag: t('home.banners.staking.tag'),
      title: t('home.banners.staking.title'),
      text: t('home.banners.staking.text', { max: amount(STAKE_MAX_WEI) }),
      action: t('home.banners.staking.action'),
    },
    {
      key: 'nodes',
      art: 'nodes',
      to: paths.nodes(),
      tag: t('home.banners.nodes.tag'),
      title: t('home.banners.nodes.title'),
      text: t('home.banners.nodes.text', { price: amount(NODE_SHARE_PRICE_WEI) }),
      action: t('home.banners.nodes.action'),
    },
  ];
}
