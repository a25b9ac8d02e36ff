import { useQuery } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { useConnection } from 'wagmi';
import { ConnectWalletCard } from '../../../components/connect-wallet-card';
import { ChevronIcon, GlobeIcon } from '../../../components/icons';
import { LanguagePicker } from '../../../components/language-picker';
import { Card } from '../../../components/layout/card';
import { IconTile } from '../../../components/layout/icon-tile';
import { List } from '../../../components/layout/list-row';
import { Page } from '../../../components/layout/page';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import { TileGrid, TileLink } from '../../../components/layout/tile-grid';
import { KeyIcon } from '../../../components/money-icons';
import { PromptCard } from '../../../components/prompt-card';
import { useSession } from '../../../hooks/use-session';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { isSignedInAs } from '../../../lib/session/session-reducers';
import { BtcWalletCard } from './btc-wallet-card';
import { ANNOUNCEMENTS_ENTRY, ENTRY_GROUPS, KYC_ENTRY, type MyEntry, RECORD_TILES } from './my-entries';
import styles from './my-page.module.css';
import { ProfileCard } from './profile-card';

/**
 * /pages/my/my (SPEC 2): the signed-in wallet with its rank, level and KYC1 state, then every
 * page of the user's own: records, services, the mall's orders and addresses, the Bitcoin wallet
 * (docs/rules.md "Bitcoin wallet connector"), KYC, announcements and the language. Signed out,
 * the head asks to connect or sign in and the entries stay, each page asking in turn. The sign-in
 * button comes from the auth feature, composed by the app (a feature never imports another
 * feature).
 */
export function MyPage({ signInButton }: { signInButton: ReactNode }) {
  const { t } = useTranslation();
  const { address, status } = useConnection();
  const signedIn = useSession((state) => isSignedInAs(state, address));
  const pending = status === 'connecting' || status === 'reconnecting';
  const signedInAddress = signedIn && !pending ? address : undefined;
  return (
    <Page className={styles.page}>
      {pending ? (
        <ProfileSkeleton />
      ) : !address ? (
        <ConnectWalletCard />
      ) : signedInAddress ? (
        <ProfileCard address={signedInAddress} />
      ) : (
        <PromptCard icon={<KeyIcon size={28} />} title={t('my.signInTitle')} hint={t('my.signInHint')}>
          {signInButton}
        </PromptCard>
      )}
      <RecordTiles />
      {ENTRY_GROUPS.map((group) => (
        <EntryGroup key={group.key} title={t(`my.groups.${group.key}`)}>
          {group.entries.map((entry) => (
            <li key={entry.key}>
              <EntryLink entry={entry} />
            </li>
          ))}
        </EntryGroup>
      ))}
      <BtcWalletCard />
      <EntryGroup title={t('my.groups.account')}>
        <li>
          <EntryLink entry={KYC_ENTRY}>{signedInAddress && <KycBadge address={signedInAddress} />}</EntryLink>
        </li>
        <li>
          <EntryLink entry={ANNOUNCEMENTS_ENTRY} />
        </li>
        <li className={styles.row} data-testid="my-entry-language">
          <IconTile size={34}>
            <GlobeIcon size={20} />
          </IconTile>
          <Stack as="span" grow className={styles.rowLabel}>
            {t('my.entries.language')}
          </Stack>
          {/* The header's own picker: the same sheet of 14 languages, kept in localStorage. */}
          <LanguagePicker />
        </li>
      </EntryGroup>
    </Page>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Card hero gap={16} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={56} radius={14} />
      <SkeletonBlock height={46} radius="sm" />
    </Card>
  );
}

/** SPEC 3 "Records": the four record lists, as tiles under one heading. */
function RecordTiles() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack as="nav" gap={10} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {t('my.records.title')}
      </h2>
      <TileGrid>
        {RECORD_TILES.map(({ key, to, label, Icon }) => (
          <li key={key}>
            <TileLink to={to} icon={<Icon size={22} />} label={t(label)} testId={`my-entry-${key}`} />
          </li>
        ))}
      </TileGrid>
    </Stack>
  );
}

function EntryGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack as="nav" gap={10} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {title}
      </h2>
      <List framed>{children}</List>
    </Stack>
  );
}

/** One row of the list: icon, the page's name, an optional state, and the chevron. */
function EntryLink({ entry, children }: { entry: MyEntry; children?: ReactNode }) {
  const { t } = useTranslation();
  const { Icon } = entry;
  return (
    <Link to={entry.to} className={styles.row} data-testid={`my-entry-${entry.key}`}>
      <IconTile size={34}>
        <Icon size={20} />
      </IconTile>
      <Stack as="span" grow className={styles.rowLabel}>
        {t(entry.label)}
      </Stack>
      {children}
      <ChevronIcon size={16} className={`flip-in-rtl ${styles.rowChevron}`} />
    </Link>
  );
}

/** The KYC row's state: the same query as the profile card's, so no second request. */
function KycBadge({ address }: { address: Address }) {
  const { t } = useTranslation();
  const kyc = useQuery(endpointQuery(routes.kyc.status, address));
  if (!kyc.data) return null;
  const verified = kyc.data.level === 1;
  return (
    <StatusBadge tone={verified ? 'success' : 'accent'} dot={false} className={styles.badge}>
      {verified ? t('my.entries.kycDone') : t('my.entries.kycToDo')}
    </StatusBadge>
  );
}
