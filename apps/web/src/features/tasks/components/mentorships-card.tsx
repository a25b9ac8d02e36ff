import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/layout/card';
import { List } from '../../../components/layout/list-row';
import { Row } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { showToast } from '../../../lib/toast';
import { useActivateMentorship } from '../api/activate-mentorship';
import type { Mentorships } from '../utils/task-types';
import { PersonRow } from './person-row';
import { CardHead, ClosedNote, EmptyNote } from './task-card-parts';
import { MentorIcon } from './task-icons';
import styles from './tasks.module.css';

/**
 * The ambassador's mentorships (SPEC 4 "activated or not activated", SPEC 6 "ambassadors have
 * mentorship tasks"): closed with its reason below ambassador; then each leveled direct
 * referral, activated or not, with Activate.
 */
export function MentorshipsCard({ address, mentorships }: { address: string; mentorships: Mentorships }) {
  const { t } = useTranslation();
  const activate = useActivateMentorship(address);
  const { mentees } = mentorships;
  const active = mentees.filter((mentee) => mentee.activated).length;
  return (
    <Card
      as="section"
      aria-labelledby="task-mentorships-title"
      data-testid="task-mentorships"
      data-open={mentorships.open}
    >
      <CardHead
        id="task-mentorships-title"
        icon={<MentorIcon size={20} />}
        title={t('tasks.mentorships.title')}
        side={
          mentorships.open && mentees.length > 0 ? (
            <StatusBadge tone="neutral" dot={false} className={styles.countChip}>
              {t('tasks.mentorships.count', { active, total: mentees.length })}
            </StatusBadge>
          ) : undefined
        }
      />
      {!mentorships.open ? (
        <ClosedNote
          title={t('tasks.mentorships.closedTitle')}
          hint={t('tasks.mentorships.closedHint')}
          testId="mentorships-closed"
        />
      ) : mentees.length === 0 ? (
        <EmptyNote title={t('tasks.mentorships.empty')} hint={t('tasks.mentorships.emptyHint')} />
      ) : (
        <>
          <p className={textStyle.note}>{t('tasks.mentorships.intro')}</p>
          <List aria-label={t('tasks.mentorships.title')}>
            {mentees.map((mentee) => {
              const pending = activate.isPending && activate.variables === mentee.address;
              return (
                <PersonRow
                  key={mentee.address}
                  address={mentee.address}
                  testId="mentee"
                  done={mentee.activated}
                  status={
                    <Row as="span" wrap gap={6}>
                      <StatusBadge tone="accent" dot={false} square className={styles.rankChip}>
                        {t(`team.ranks.${mentee.rank}`)}
                      </StatusBadge>
                      <StatusBadge tone={mentee.activated ? 'success' : 'neutral'} plain>
                        {mentee.activated
                          ? t('tasks.mentorships.activated')
                          : t('tasks.mentorships.notActivated')}
                      </StatusBadge>
                    </Row>
                  }
                  action={
                    mentee.activated ? undefined : (
                      <Button
                        size="small"
                        className={styles.rowAction}
                        shape="rounded"
                        color="primary"
                        fill="outline"
                        loading={pending}
                        disabled={activate.isPending && !pending}
                        onClick={() =>
                          activate.mutate(mentee.address, {
                            onSuccess: () => showToast(t('tasks.mentorships.done')),
                          })
                        }
                      >
                        {t('tasks.mentorships.activate')}
                      </Button>
                    )
                  }
                />
              );
            })}
          </List>
        </>
      )}
    </Card>
  );
}
