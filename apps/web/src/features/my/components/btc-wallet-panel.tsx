import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CopyIcon, PlugIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { IconButton } from '../../../components/layout/icon-button';
import { IconTile } from '../../../components/layout/icon-tile';
import { Notice as NoticeLine } from '../../../components/layout/notice';
import { Row, Stack } from '../../../components/layout/stack';
import badge from '../../../components/layout/status-badge.module.css';
import textStyle from '../../../components/layout/text.module.css';
import { useCopyText } from '../../../hooks/use-copy-text';
import type { BtcSwitchTarget } from '../../../lib/btc-wallet/btc-network';
import { shortenAddress } from '../../../lib/format/shorten-address';
import type { BtcBusy } from '../hooks/use-btc-wallet';
import type { BtcCardState } from '../utils/btc-card-state';
import styles from './btc-wallet.module.css';
import { BitcoinIcon } from './my-icons';
import myStyles from './my-page.module.css';

/** Bitcoin addresses are long (42 to 62 characters): more of each end than an EVM address shows. */
const ADDRESS_HEAD = 8;
const ADDRESS_TAIL = 6;

const SWITCH_LABELS = { mainnet: 'btc.switchToMainnet', testnet: 'btc.switchToTestnet' } as const;

const NETWORK_TONES = { mainnet: 'success', testnet: 'accent', other: 'danger', unknown: 'neutral' } as const;

export type BtcWalletPanelProps = {
  state: BtcCardState;
  busy: BtcBusy;
  onConnect: () => void;
  onReadNetwork: () => void;
  /** Asks to switch; the card confirms before the wallet is asked. */
  onSwitch: (target: BtcSwitchTarget) => void;
};

/**
 * The Bitcoin wallet section of the my page (SPEC 1 "a Bitcoin wallet connector"): no wallet
 * found, the connect button, or the address (shortened, left to right, copyable), the network,
 * the SPEC 8 prompt "switch to BTC network" on another chain, and the switch buttons.
 */
export function BtcWalletPanel(props: BtcWalletPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { state } = props;
  return (
    <Stack as="section" gap={10} aria-labelledby={titleId}>
      <h2 id={titleId} className={myStyles.groupTitle}>
        {t('btc.title')}
      </h2>
      <Card gap={14} className={styles.card} data-testid="btc-wallet" data-state={state.kind}>
        {state.kind === 'none' && <NoWallet />}
        {state.kind === 'disconnected' && <Disconnected {...props} />}
        {state.kind === 'connected' && <Connected {...props} state={state} />}
      </Card>
    </Stack>
  );
}

function NoWallet() {
  const { t } = useTranslation();
  return (
    <Row align="start" gap={12}>
      <IconTile size={44} radius={14} className={styles.markMuted}>
        <PlugIcon size={22} />
      </IconTile>
      <Stack grow>
        <h3 className={styles.introTitle}>{t('btc.noWalletTitle')}</h3>
        <p className={textStyle.note}>{t('btc.noWalletHint')}</p>
      </Stack>
    </Row>
  );
}

function Disconnected({ busy, onConnect }: BtcWalletPanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <Row align="start" gap={12}>
        <IconTile size={44} radius={14} className={styles.mark}>
          <BitcoinIcon size={24} />
        </IconTile>
        <Stack as="p" grow className={textStyle.note}>
          {t('btc.connectHint')}
        </Stack>
      </Row>
      <Button
        color="primary"
        block
        shape="rounded"
        loading={busy === 'connect'}
        loadingText={t('btc.connect')}
        disabled={busy !== null && busy !== 'connect'}
        onClick={onConnect}
      >
        {t('btc.connect')}
      </Button>
    </>
  );
}

function Connected({
  state,
  busy,
  onReadNetwork,
  onSwitch,
}: BtcWalletPanelProps & { state: Extract<BtcCardState, { kind: 'connected' }> }) {
  const { t } = useTranslation();
  const { address, network, targets } = state;

  const copyAddress = useCopyText();

  return (
    <>
      <Row gap={12}>
        <IconTile size={44} radius={14} className={styles.mark}>
          <BitcoinIcon size={24} />
        </IconTile>
        <Stack as="dl" gap={2} grow>
          <dt className={myStyles.label}>{t('btc.address')}</dt>
          <Row as="dd" gap={2} className={styles.addressRow}>
            <span
              className={`${textStyle.mono} ${styles.address}`}
              title={address}
              translate="no"
              data-testid="btc-address"
            >
              {shortenAddress(address, ADDRESS_HEAD, ADDRESS_TAIL)}
            </span>
            <IconButton
              label={t('btc.copyAddress')}
              className={myStyles.iconButton}
              onClick={() => void copyAddress(address)}
            >
              <CopyIcon size={18} />
            </IconButton>
          </Row>
        </Stack>
      </Row>
      <Row as="dl" justify="between" gap={12} className={styles.networkRow}>
        <dt className={myStyles.label}>{t('btc.network')}</dt>
        <dd
          className={`${badge.badge} ${styles.network}`}
          data-tone={NETWORK_TONES[network || 'unknown']}
          data-network={network || 'unknown'}
          data-testid="btc-network"
        >
          {t(`btc.networks.${network || 'unknown'}`)}
        </dd>
      </Row>
      {network === 'other' && (
        <Notice title={t('btc.switchToBtc')} hint={t('btc.switchToBtcHint')} testId="btc-switch-prompt" />
      )}
      {network === '' && (
        <Notice title={t('btc.networkInfoFailed')} testId="btc-network-failed">
          <Button
            size="small"
            shape="rounded"
            fill="outline"
            loading={busy === 'readNetwork'}
            disabled={busy !== null && busy !== 'readNetwork'}
            onClick={onReadNetwork}
          >
            {t('common.retry')}
          </Button>
        </Notice>
      )}
      <Stack gap={8}>
        {targets.map((target, index) => (
          <Button
            key={target}
            block
            shape="rounded"
            color="primary"
            fill={network === 'other' && index === 0 ? 'solid' : 'outline'}
            loading={busy === target}
            loadingText={t(SWITCH_LABELS[target])}
            disabled={busy !== null && busy !== target}
            onClick={() => onSwitch(target)}
          >
            {t(SWITCH_LABELS[target])}
          </Button>
        ))}
      </Stack>
    </>
  );
}

/** A warning inside the card: what is wrong, what to do, and the way to do it when it is here. */
function Notice({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <NoticeLine
      tone="danger"
      icon={<AlertIcon size={20} className={styles.noticeIcon} />}
      end={children}
      className={styles.notice}
      role="status"
      data-testid={testId}
      data-has-hint={String(Boolean(hint))}
    >
      <Stack gap={2}>
        <p className={styles.noticeTitle}>{title}</p>
        {hint && <p className={styles.noticeHint}>{hint}</p>}
      </Stack>
    </NoticeLine>
  );
}
