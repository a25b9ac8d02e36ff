import type { AppConfig, ChainMessage } from '@woohoo/shared/api/config';
import type { User } from '@woohoo/shared/api/user';
import { BSC_CHAIN_ID } from '@woohoo/shared/constants';

/** SPEC 3 `usermsg`: the sign-in token and the referrer (pid). Empty strings when signed out. */
export type UserMessage = { token: string; pid: string };

/**
 * SPEC 3, the user module: the only state persisted, in sessionStorage. Field names keep the
 * spec's spelling (`chianmsg`, `transaction_voucher_msg`) so readers can match them to the spec.
 */
export type SessionState = {
  /** The connected wallet address the session belongs to ('' when none yet). */
  address: string;
  usermsg: UserMessage;
  /**
   * SPEC 3 default true. Our reading: true means "a signature is still needed" (not signed in);
   * a successful login sets it to false and clearing user data sets it back to true.
   */
  signstatus: boolean;
  userdetail: User | null;
  /** Off-chain balances by asset symbol, decimal strings in the smallest unit. */
  balance: Record<string, string>;
  signtext: string;
  /** SPEC 3 default 'zh': the short session language (zh, en, hk, ...). */
  lang: string;
  /** SPEC 3 default 'zh_CN': the language code sent to the API in the `lang` header. */
  systemlang: string;
  config: AppConfig | null;
  /** The wallet's current chain id; null until a wallet is connected. */
  chainid: number | null;
  coinlog: unknown[];
  rank: string;
  transaction_voucher_msg: Record<string, unknown> | null;
  chianmsg: ChainMessage;
  /** SPEC 4: true while the wallet is on another chain than the configured one. */
  checknetwork_status: boolean;
  btcAddress: string;
  btcNetwork: string;
  /** Ours: the referrer from an invite link (`?ref=` or `value1` on home), kept until login. */
  referrer: string;
};

/** SPEC 3: `chianmsg` defaults to BNB Smart Chain mainnet until /api/config says otherwise. */
export const DEFAULT_CHAIN_MESSAGE: ChainMessage = {
  chainId: BSC_CHAIN_ID,
  chainIdHex: '0x38',
  chainName: 'Binance Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: ['https://bsc-dataseed.bnbchain.org'],
  blockExplorerUrls: ['https://bscscan.com'],
};

/** Returns a fresh copy of the SPEC 3 defaults. */
export function createDefaultSession(): SessionState {
  return {
    address: '',
    usermsg: { token: '', pid: '' },
    signstatus: true,
    userdetail: null,
    balance: {},
    signtext: '',
    lang: 'zh',
    systemlang: 'zh_CN',
    config: null,
    chainid: null,
    coinlog: [],
    rank: '',
    transaction_voucher_msg: null,
    chianmsg: { ...DEFAULT_CHAIN_MESSAGE },
    checknetwork_status: false,
    btcAddress: '',
    btcNetwork: '',
    referrer: '',
  };
}
