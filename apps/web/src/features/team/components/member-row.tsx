import { useTranslation } from 'react-i18next';
import panel from '../../../components/panel.module.css';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCount } from '../../../lib/format/format-count';
import { formatLocalDateTime } from '../../../lib/format/format-local-date-time';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { parseWei } from '../../../lib/money/parse-amount';
import type { TeamMember } from '../utils/team-types';
import styles from './team.module.css';

/** A colour of its own for each address, so members are told apart at a glance. */
function avatarStyle(address: string) {
  const hue = Number.parseInt(address.slice(2, 6), 16) % 360;
  return { background: `linear-gradient(140deg, hsl(${hue} 55% 48%), hsl(${(hue + 40) % 360} 60% 32%))` };
}

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
    <article className={styles.member} data-testid="team-member" data-active={member.active}>
      <span className={styles.avatar} style={avatarStyle(member.address)} aria-hidden="true">
        {member.address.slice(2, 4).toUpperCase()}
      </span>
      <div className={styles.memberHead}>
        <div className={styles.memberTop}>
          <span className={styles.memberAddress} title={member.address} translate="no">
            {shortenAddress(member.address)}
          </span>
          <span className={styles.levelChip} data-level={member.level}>
            {t(`team.levels.${member.level}`)}
          </span>
        </div>
        <div className={styles.memberSub}>
          <span className={styles.status} data-active={member.active}>
            {member.active ? t('team.members.active') : t('team.members.inactive')}
          </span>
          <span>
            {t('team.members.joined')} <time dateTime={member.joinedAt}>{joined}</time>
          </span>
        </div>
      </div>
      <dl className={styles.memberFacts}>
        <div className={panel.fact}>
          <dt>{t('team.members.teamSize')}</dt>
          <dd>{formatCount(member.teamSize)}</dd>
        </div>
        <div className={panel.fact}>
          <dt>{t('team.members.performance')}</dt>
          <dd translate="no">{formatAssetAmount(parseWei(member.performance), 'USDT')}</dd>
        </div>
      </dl>
    </article>
  );
}
