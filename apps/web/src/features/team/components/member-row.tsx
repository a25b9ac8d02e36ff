import { useTranslation } from 'react-i18next';
import { AddressAvatar } from '../../../components/layout/address-avatar';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import panel from '../../../components/panel.module.css';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCount } from '../../../lib/format/format-count';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { parseWei } from '../../../lib/money/parse-amount';
import type { TeamMember } from '../utils/team-types';
import styles from './team.module.css';

/**
 * One direct referral (e2e: test id `team-member`): shortened address, level, whether they are
 * active (bought a node or staked), their team size and performance, and when they joined.
 */
export function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const joined = Number.isNaN(Date.parse(member.joinedAt))
    ? member.joinedAt
    : formatLocalDateTime(new Date(member.joinedAt), 'day');
  return (
    <Card
      as="article"
      gap={10}
      className={styles.member}
      data-testid="team-member"
      data-active={member.active}
    >
      <Row align="start" gap={12}>
        <AddressAvatar address={member.address} size={40} />
        <Stack gap={4} grow>
          <Row gap={8} justify="between">
            <span className={`${textStyle.mono} ${textStyle.strong}`} title={member.address} translate="no">
              {shortenAddress(member.address)}
            </span>
            <LevelChip level={member.level} />
          </Row>
          <Row wrap className={`${textStyle.caption} ${styles.memberSub}`}>
            <StatusBadge tone={member.active ? 'success' : 'neutral'} plain>
              {member.active ? t('team.members.active') : t('team.members.inactive')}
            </StatusBadge>
            <span>
              {t('team.members.joined')} <time dateTime={member.joinedAt}>{joined}</time>
            </span>
          </Row>
        </Stack>
      </Row>
      <Stack as="dl" className={styles.memberFacts}>
        <div className={panel.fact}>
          <dt>{t('team.members.teamSize')}</dt>
          <dd>{formatCount(member.teamSize)}</dd>
        </div>
        <div className={panel.fact}>
          <dt>{t('team.members.performance')}</dt>
          <dd translate="no">{formatAssetAmount(parseWei(member.performance), 'USDT')}</dd>
        </div>
      </Stack>
    </Card>
  );
}

/** A member's level as a badge ("D3"), on the member rows and the ranking list. */
export function LevelChip({ level }: { level: TeamMember['level'] }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      tone={level === 'none' ? 'neutral' : 'accent'}
      dot={false}
      square
      className={styles.levelChip}
    >
      {t(`team.levels.${level}`)}
    </StatusBadge>
  );
}
