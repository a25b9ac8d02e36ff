import Button from 'antd-mobile/es/components/button';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '../../../components/icon-base';
import { MegaphoneIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { List, ListRow } from '../../../components/layout/list-row';
import { Row } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import type { Tone } from '../../../components/layout/tone';
import { showToast } from '../../../lib/toast';
import { useApplyForPerk } from '../api/apply-for-perk';
import { buildVipLink } from '../utils/build-vip-link';
import type { Perk, PerkKey } from '../utils/task-types';
import { LinkBox } from './link-box';
import { CardHead } from './task-card-parts';
import { ImageIcon, LinkIcon, LockIcon, SparkIcon } from './task-icons';
import styles from './tasks.module.css';

const ICONS: Record<PerkKey, ComponentType<IconProps>> = {
  poster: ImageIcon,
  vip_link: LinkIcon,
  promotion: MegaphoneIcon,
};

const ICON_TONES: Record<Perk['state'], Tone> = {
  not_met: 'neutral',
  apply: 'accent',
  claimable: 'neutral',
  claimed: 'success',
};

/**
 * The perks of captains and ambassadors (SPEC 6: exclusive poster, VIP link, online promotion):
 * each with Apply, granted at once, then "Granted". Below captain they are locked. Once the VIP
 * link is granted it is shown with its copy button.
 */
export function PerksCard({
  address,
  perks,
  inviteLink,
}: {
  address: string;
  perks: readonly Perk[];
  inviteLink: string;
}) {
  const { t } = useTranslation();
  const apply = useApplyForPerk(address);
  const vipGranted = perks.some((perk) => perk.key === 'vip_link' && perk.state === 'claimed');
  return (
    <Card as="section" aria-labelledby="task-perks-title" data-testid="task-perks">
      <CardHead id="task-perks-title" icon={<SparkIcon size={20} />} title={t('tasks.perks.title')} />
      <p className={textStyle.note}>{t('tasks.perks.intro')}</p>
      <List>
        {perks.map((perk) => {
          const Icon = ICONS[perk.key];
          const pending = apply.isPending && apply.variables === perk.key;
          return (
            <ListRow
              key={perk.key}
              data-testid={`perk-${perk.key}`}
              data-state={perk.state}
              icon={
                <IconTile
                  size={36}
                  tone={ICON_TONES[perk.state]}
                  className={ICON_TONES[perk.state] === 'neutral' ? styles.perkIcon : undefined}
                >
                  <Icon size={20} />
                </IconTile>
              }
              title={t(`tasks.perks.names.${perk.key}`)}
              hint={t(`tasks.perks.about.${perk.key}`)}
              end={
                perk.state === 'claimed' ? (
                  <StatusBadge tone="success" plain>
                    {t('tasks.perks.granted')}
                  </StatusBadge>
                ) : perk.state === 'apply' ? (
                  <Button
                    size="small"
                    className={styles.rowAction}
                    shape="rounded"
                    color="primary"
                    fill="outline"
                    loading={pending}
                    disabled={apply.isPending && !pending}
                    onClick={() =>
                      apply.mutate(perk.key, {
                        onSuccess: () =>
                          showToast(t('tasks.perks.done', { perk: t(`tasks.perks.names.${perk.key}`) })),
                      })
                    }
                  >
                    {t('tasks.perks.apply')}
                  </Button>
                ) : (
                  <Row as="span" gap={4} className={`${textStyle.fine} ${styles.lockedPill}`}>
                    <LockIcon size={14} />
                    {t('tasks.perks.locked')}
                  </Row>
                )
              }
            />
          );
        })}
      </List>
      {vipGranted && (
        <LinkBox
          label={t('tasks.perks.vipLink')}
          link={buildVipLink(inviteLink)}
          copyLabel={t('tasks.perks.copyVip')}
          testId="vip-link"
        />
      )}
    </Card>
  );
}
