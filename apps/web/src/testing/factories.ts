import type { AppConfig, ChainMessage } from '@woohoo/shared/api/config';
import type { User } from '@woohoo/shared/api/user';
import { createDefaultSession, type SessionState } from '../lib/session/session-state';

/** Test factories (STYLE "Tests": makeX(overrides)). */

export function makeChainMessage(overrides: Partial<ChainMessage> = {}): ChainMessage {
  return {
    chainId: 31337,
    chainIdHex: '0x7a69',
    chainName: 'Anvil',
    rpcUrls: ['http://127.0.0.1:8545'],
    blockExplorerUrls: [],
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    ...overrides,
  };
}

export function makeAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    chain: makeChainMessage(),
    contracts: {
      usdt: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      bhc: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      woohoo: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      recharge: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      funding: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
    },
    publicOrigin: 'http://127.0.0.1:8080',
    rsaPublicKey: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
    languages: ['en_US', 'zh_CN'],
    devWallet: true,
    chainPollMs: 500,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    pid: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<SessionState> = {}): SessionState {
  return { ...createDefaultSession(), ...overrides };
}

/** A fetch Response carrying a JSON body (or a raw string body). */
export function makeJsonResponse(status: number, body: unknown): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json' } });
}
