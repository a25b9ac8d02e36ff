import { useQuery } from '@tanstack/react-query';
import type { TeamSummary } from '@woohoo/shared/api/team';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { Icon, type IconProps } from '../../../components/icon-base';
import { CheckIcon, ChevronIcon, NodeIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { List } from '../../../components/layout/list-row';
import { Notice } from '../../../components/layout/notice';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import type { Tone } from '../../../components/layout/tone';
import { LoadError } from '../../../components/money/load-error';
import panel from '../../../components/panel.module.css';
import { paths } from '../../../config/paths';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { formatCount } from '../../../lib/format/format-count';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { useRewardSummary } from '../api/get-reward-summary';
import {
  describeFullNode,
  type FullNodeStanding,
  type FullNodeState,
  type NodeKindStanding,
} from '../utils/describe-full-node';
import { AssessmentSwitch } from './assessment-switch';
import own from './full-node.module.css';
import styles from './rewards.module.css';
import { RewardsSkeleton } from './rewards-skeleton';

/**
 * Full-node assessment (SPEC 2's page list; docs/rules.md "Full-node assessment"): the node side
 * of the user's standing, read-only. Whether the user is a full node (a share of every kind) or
 * which kinds are missing, each kind's shares and the income of its pool so far, and the team's
 * node counts. It has no target or penalty of its own: the weekly assessment, one tap away in the
 * switch, carries those.
 */
export function FullNodeAssessmentPage({ address }: { address: Address }) {
  return (
    <>
      <AssessmentSwitch current="fullNode" />
      <FullNodeAssessment address={address} />
    </>
  );
}

function FullNodeAssessment({ address }: { address: Address }) {
  const { t } = useTranslation();
  const nodes = useQuery(endpointQuery(routes.nodes.overview, address));
  const summary = useRewardSummary(address);
  const team = useQuery(endpointQuery(routes.team.summary, address));
  const queries = [nodes, summary, team];
  if (queries.some((query) => query.isError && !query.data)) {
    const retry = () => {
      for (const query of queries) if (query.isError) void query.refetch();
    };
    return <LoadError title={t('rewards.fullNode.loadFailed')} onRetry={retry} />;
  }
  if (!nodes.data || !summary.data || !team.data) return <RewardsSkeleton />;
  const standing = describeFullNode(nodes.data.kinds, summary.data.byKind);
  return (
    <Page>
      {standing.state === 'none' ? <NoNodes /> : <StandingHero standing={standing} />}
      <KindsCard standing={standing} />
      <TeamNodesCard nodes={team.data.nodes} />
      <Row as="p" align="start" gap={8} className={`${textStyle.caption} ${own.readOnly}`}>
        <InfoIcon size={16} />
        <span>{t('rewards.fullNode.readOnly')}</span>
      </Row>
    </Page>
  );
}

/** A standing's tone: a full node in green, a partial one in the accent, none in grey. */
const BADGE_TONES: Record<FullNodeState, Tone> = { full: 'success', partial: 'accent', none: 'neutral' };

/** Full node, not a full node, or no nodes, as a coloured pill. */
function FullNodeBadge({ state }: { state: FullNodeState }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      tone={BADGE_TONES[state]}
      dot={false}
      className={own.badge}
      data-state={state}
      data-testid="full-node-badge"
    >
      {state === 'full' && <CheckIcon size={14} />}
      {t(`rewards.fullNode.state.${state}`)}
    </StatusBadge>
  );
}

/** The way to the node sale (the INO tab), where a missing kind is bought. */
function NodeSaleLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.nodes()} className={own.saleLink} data-testid="full-node-sale-link">
      {t('rewards.fullNode.toNodeSale')}
      <ChevronIcon size={16} className="flip-in-rtl" />
    </Link>
  );
}

function StandingHero({ standing }: { standing: FullNodeStanding }) {
  const { t } = useTranslation();
  const total = standing.kinds.length;
  const held = total - standing.missing.length;
  return (
    <Card
      as="section"
      hero
      gap={10}
      aria-labelledby="full-node-title"
      data-testid="full-node-standing"
      data-state={standing.state}
    >
      <SectionHeader
        id="full-node-title"
        title={t('rewards.fullNode.title')}
        className={own.head}
        titleClassName={textStyle.label}
        aside={<FullNodeBadge state={standing.state} />}
      />
      <p className={own.count} data-testid="full-node-count">
        {t('rewards.fullNode.kindsHeld', { held, total })}
      </p>
      <Row as="ul" wrap gap={8}>
        {standing.kinds.map((kind) => (
          <Row
            as="li"
            gap={6}
            key={kind.kind}
            className={own.chip}
            data-held={kind.shares > 0 ? 'true' : 'false'}
          >
            {kind.shares > 0 ? <CheckIcon size={14} /> : <span className={own.chipRing} aria-hidden="true" />}
            {t(`nodes.kinds.${kind.kind}`)}
            <span className="visually-hidden">
              {kind.shares > 0 ? t('rewards.fullNode.held') : t('rewards.fullNode.notHeld')}
            </span>
          </Row>
        ))}
      </Row>
      {standing.state === 'full' ? (
        <Notice
          as="p"
          tone="success"
          icon={<CheckIcon size={18} />}
          className={styles.verdictLoose}
          data-testid="full-node-verdict"
        >
          {t('rewards.fullNode.fullNote')}
        </Notice>
      ) : (
        <>
          <p className={styles.sentence} data-testid="full-node-missing">
            {t('rewards.fullNode.missing', {
              kinds: standing.missing.map((kind) => t(`nodes.kinds.${kind}`)),
            })}{' '}
            {t('rewards.fullNode.missingHint')}
          </p>
          <NodeSaleLink />
        </>
      )}
    </Card>
  );
}

/** No share of any kind: what a full node is and the way to the node sale. */
function NoNodes() {
  const { t } = useTranslation();
  return (
    <Card
      as="section"
      hero
      gap={10}
      className={own.emptyHero}
      aria-labelledby="full-node-empty-title"
      data-testid="full-node-empty"
      data-state="none"
    >
      <IconTile size={56} className={own.emptyIcon}>
        <NodeIcon size={28} />
      </IconTile>
      <h2 id="full-node-empty-title" className={textStyle.headline}>
        {t('rewards.fullNode.emptyTitle')}
      </h2>
      <p className={`${textStyle.intro} ${own.emptyHint}`}>{t('rewards.fullNode.emptyHint')}</p>
      <NodeSaleLink />
    </Card>
  );
}

function KindsCard({ standing }: { standing: FullNodeStanding }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="full-node-kinds-title">
      <SectionHeader id="full-node-kinds-title" title={t('rewards.fullNode.kindsTitle')} />
      <List as="div">
        {standing.kinds.map((kind) => (
          <KindRow key={kind.kind} kind={kind} />
        ))}
      </List>
      <p className={textStyle.note}>{t('rewards.fullNode.incomeNote')}</p>
    </Card>
  );
}

/** A node kind: its pool and asset, held or missing, and (once it has any) shares and income. */
function KindRow({ kind: k }: { kind: NodeKindStanding }) {
  const { t } = useTranslation();
  const held = k.shares > 0;
  return (
    <Stack
      as="article"
      gap={12}
      className={own.kind}
      data-testid={`full-node-kind-${k.kind}`}
      data-held={held ? 'true' : 'false'}
    >
      <Row gap={12}>
        <IconTile
          size={38}
          tone={held ? 'accent' : 'neutral'}
          className={held ? undefined : own.kindIconIdle}
        >
          <NodeIcon size={20} />
        </IconTile>
        <Stack as="span" gap={2} grow>
          <span className={textStyle.title}>{t(`nodes.kinds.${k.kind}`)}</span>
          <span className={textStyle.caption}>
            {t('rewards.fullNode.pool', { reward: t(`rewards.kinds.${k.reward}`), asset: k.asset })}
          </span>
        </Stack>
        <StatusBadge tone={held ? 'success' : 'neutral'} dot={false} data-held={held ? 'true' : 'false'}>
          {held ? t('rewards.fullNode.held') : t('rewards.fullNode.notHeld')}
        </StatusBadge>
      </Row>
      {(held || k.earnedWei > 0n) && (
        <dl className={styles.facts}>
          <div className={panel.fact}>
            <dt>{t('rewards.fullNode.shares')}</dt>
            <dd data-testid={`full-node-shares-${k.kind}`}>{formatCount(k.shares)}</dd>
          </div>
          <div className={panel.fact}>
            <dt>{t('rewards.fullNode.earned')}</dt>
            <dd data-testid={`full-node-earned-${k.kind}`}>{formatAssetAmount(k.earnedWei, k.asset)}</dd>
          </div>
        </dl>
      )}
    </Stack>
  );
}

/** SPEC 3 "Team": direct nodes and total nodes, the node shares held below the user. */
function TeamNodesCard({ nodes }: { nodes: TeamSummary['nodes'] }) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'direct', label: t('team.figures.directNodes'), value: nodes.direct },
    { key: 'total', label: t('team.figures.totalNodes'), value: nodes.total },
  ];
  return (
    <Card as="section" aria-labelledby="full-node-team-title">
      <SectionHeader id="full-node-team-title" title={t('rewards.fullNode.teamTitle')} />
      <dl className={styles.pair}>
        {tiles.map((tile) => (
          <Stack key={tile.key} gap={4} className={own.tile}>
            <dt className={textStyle.caption}>{tile.label}</dt>
            <dd className={textStyle.mono} data-testid={`full-node-team-${tile.key}`}>
              {formatCount(tile.value)}
            </dd>
          </Stack>
        ))}
      </dl>
      <p className={textStyle.note}>{t('rewards.fullNode.teamNote')}</p>
    </Card>
  );
}

/** An "i" in a circle: the read-only note. */
function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.8v.1" />
    </Icon>
  );
}
