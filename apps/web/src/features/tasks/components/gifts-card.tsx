import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { List } from '../../../components/layout/list-row';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import panel from '../../../components/panel.module.css';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { showToast } from '../../../lib/toast';
import { useGiftFriend } from '../api/gift-friend';
import { canGift, formatReward, giftsLeft } from '../utils/describe-task';
import type { Gifts } from '../utils/task-types';
import { PersonRow } from './person-row';
import { CardHead, ClosedNote, EmptyNote } from './task-card-parts';
import styles from './tasks.module.css';

/**
 * The pioneer's invite gifts (SPEC 4 "gifted or not gifted", SPEC 6 "gift 10 friends once the
 * target is met"): closed with its reason until the pioneer target is met; then "Gifted n of
 * 10", each direct referral gifted or not, and Gift on those not gifted, after a confirmation
 * showing the value the platform pays them.
 */
export function GiftsCard({ address, gifts }: { address: string; gifts: Gifts }) {
  const { t } = useTranslation();
  const gift = useGiftFriend(address);
  const [friend, setFriend] = useState<{ address: string; open: boolean }>();
  const value = `${formatReward(gifts.value)} USDT`;
  const percent = gifts.target > 0 ? Math.min(100, Math.floor((gifts.sent * 100) / gifts.target)) : 0;
  const close = () => setFriend((current) => current && { ...current, open: false });
  return (
    <Card as="section" aria-labelledby="task-gifts-title" data-testid="task-gifts" data-open={gifts.open}>
      <CardHead
        id="task-gifts-title"
        icon={<GiftIcon size={20} />}
        title={t('tasks.gifts.title')}
        side={
          gifts.open ? (
            <StatusBadge tone="neutral" dot={false} className={styles.countChip} data-testid="gifts-count">
              {t('tasks.gifts.count', { sent: gifts.sent, target: gifts.target })}
            </StatusBadge>
          ) : undefined
        }
      />
      {!gifts.open ? (
        <ClosedNote
          title={t('tasks.gifts.closedTitle')}
          hint={t('tasks.gifts.closedHint', { value, target: gifts.target })}
          testId="gifts-closed"
        />
      ) : (
        <>
          <p className={textStyle.note}>{t('tasks.gifts.intro', { value, target: gifts.target })}</p>
          <span
            className={panel.bar}
            role="progressbar"
            aria-label={t('tasks.gifts.count', { sent: gifts.sent, target: gifts.target })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className={panel.barFill} style={{ width: `${percent}%` }} />
          </span>
          {gifts.friends.length === 0 ? (
            <EmptyNote title={t('tasks.gifts.empty')} hint={t('tasks.gifts.emptyHint')} />
          ) : (
            <List aria-label={t('tasks.gifts.friends')}>
              {gifts.friends.map((person) => (
                <PersonRow
                  key={person.address}
                  address={person.address}
                  testId="gift-friend"
                  done={person.gifted}
                  status={
                    <StatusBadge tone={person.gifted ? 'success' : 'neutral'} plain>
                      {person.gifted ? t('tasks.gifts.gifted') : t('tasks.gifts.notGifted')}
                    </StatusBadge>
                  }
                  action={
                    canGift(gifts, person) ? (
                      <Button
                        size="small"
                        className={styles.rowAction}
                        shape="rounded"
                        color="primary"
                        fill="outline"
                        onClick={() => setFriend({ address: person.address, open: true })}
                      >
                        {t('tasks.gifts.gift')}
                      </Button>
                    ) : undefined
                  }
                />
              ))}
            </List>
          )}
          {giftsLeft(gifts) === 0 && (
            <p className={styles.doneNote} data-testid="gifts-all-given">
              {t('tasks.gifts.allGiven', { target: gifts.target })}
            </p>
          )}
        </>
      )}
      <ConfirmSheet
        open={friend?.open ?? false}
        title={t('tasks.gifts.confirmTitle')}
        rows={[
          {
            key: 'to',
            label: t('tasks.gifts.to'),
            value: friend ? shortenAddress(friend.address) : '',
            mono: true,
          },
          { key: 'paidBy', label: t('tasks.gifts.paidBy'), value: t('tasks.gifts.paidByValue') },
          {
            key: 'value',
            label: t('tasks.gifts.value'),
            value,
            emphasis: true,
            mono: true,
            testId: 'gift-value',
          },
        ]}
        busy={gift.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!friend) return;
          gift.mutate(friend.address, {
            onSuccess: () => {
              showToast(t('tasks.gifts.done'));
              close();
            },
            onError: close,
          });
        }}
      />
    </Card>
  );
}
