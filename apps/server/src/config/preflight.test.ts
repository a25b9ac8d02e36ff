import { ANVIL_ACCOUNTS } from '@woohoo/shared/dev-accounts';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { readConfig } from './env';
import { CONTRACT_VARS, type Env } from './env-readers';
import { secretFileFactProblem } from './file-facts';
import { type FileFacts, isThisMachine, preflightFiles, preflightProblems } from './preflight';

const USDT = '0x55d398326f99059fF775485246999027B3197955';
/** Distinct checksummed addresses, one per contract. */
const address = (n: number) => getAddress(`0x${'ab'.repeat(19)}${n.toString(16).padStart(2, '0')}`);
const contracts = Object.fromEntries(
  Object.values(CONTRACT_VARS).map((name, i) => [name, name === 'USDT_ADDRESS' ? USDT : address(i)]),
);

/** A chain-56 worker configuration the preflight passes. */
const PRODUCTION: Env = {
  CHAIN_ID: '56',
  CHAIN_RPC_URLS: 'https://own-node.example,https://provider.example/v1/key',
  CHAIN_PUBLIC_RPC_URL: 'https://bsc-dataseed.bnbchain.org',
  ...contracts,
  PROCESS_ROLE: 'worker',
  TREASURY_KEY_FILE: '/run/secrets/treasury.key',
  RSA_PRIVATE_KEY_FILE: '/run/secrets/rsa-private.pem',
  OPERATOR_ADDRESSES: address(200),
  PUBLIC_ORIGIN: 'https://app.example.com',
  SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
  MAIL_FROM: 'WOOHOO <no-reply@example.com>',
  DATABASE_URL: 'postgres://woohoo:pw@db.example:5432/woohoo',
  REDIS_URL: 'redis://cache.example:6379',
};

const OWNER = { uid: 10001, gid: 10001 };
const ownerOnly = { mode: 0o100600, ...OWNER };

/** The preflight's problems of `env`, every file it names owner-only unless `files` says otherwise. */
function problems(env: Env, files: FileFacts['files'] = {}): string[] {
  const { config, problems: read } = readConfig(env);
  expect(read, 'a well-formed configuration').toEqual([]);
  const all = Object.fromEntries(preflightFiles(config).map((path) => [path, ownerOnly]));
  return preflightProblems(config, { process: OWNER, files: { ...all, ...files } }, env);
}
const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !names.includes(name)));

describe('preflightProblems', () => {
  it('passes a production configuration', () => {
    expect(problems(PRODUCTION)).toEqual([]);
    expect(problems({ ...PRODUCTION, PROCESS_ROLE: 'api', TREASURY_ADDRESS: address(201) })).toEqual([]);
  });

  it('prints every problem, not the first', () => {
    const found = problems({
      ...PRODUCTION,
      USDT_ADDRESS: USDT.toLowerCase(),
      PUBLIC_ORIGIN: 'http://app.example.com',
      CHAIN_FINALITY: 'confirmations',
      MAIL_FROM: '',
    });
    expect(found).toHaveLength(4);
  });

  it('wants the contract addresses checksummed, none zero, none twice', () => {
    expect(problems({ ...PRODUCTION, USDT_ADDRESS: USDT.toLowerCase() })).toEqual([
      `USDT_ADDRESS is not checksummed (write it as ${USDT}): a typo would go unnoticed`,
    ]);
    expect(problems({ ...PRODUCTION, SAFE_ADDRESS: '0x0000000000000000000000000000000000000000' })).toEqual([
      'SAFE_ADDRESS is the zero address',
    ]);
    expect(problems({ ...PRODUCTION, BHC_ADDRESS: USDT })).toEqual([
      'BHC_ADDRESS is the same address as USDT_ADDRESS',
    ]);
    expect(problems({ ...PRODUCTION, LIABILITIES_ROOTS_ADDRESS: USDT.toLowerCase() })).toEqual([
      `LIABILITIES_ROOTS_ADDRESS is not checksummed (write it as ${USDT}): a typo would go unnoticed`,
      'LIABILITIES_ROOTS_ADDRESS is the same address as USDT_ADDRESS',
    ]);
  });

  it('wants the login key given, never the generated default', () => {
    expect(problems(without('RSA_PRIVATE_KEY_FILE'))).toEqual([
      'RSA_PRIVATE_KEY_FILE is not set: on chain 56 it is never generated, every host is given the same file',
    ]);
  });

  it('wants each secret file present and not readable by others', () => {
    expect(problems(PRODUCTION, { '/run/secrets/rsa-private.pem': undefined })).toEqual([
      'RSA_PRIVATE_KEY_FILE (/run/secrets/rsa-private.pem) does not exist',
    ]);
    expect(problems(PRODUCTION, { '/run/secrets/treasury.key': { ...ownerOnly, mode: 0o100644 } })).toEqual([
      'TREASURY_KEY_FILE (/run/secrets/treasury.key) may be read by its group or others (mode 644); chmod 600 it',
    ]);
    // An api process never loads the treasury key, so its file is not looked at.
    const api = { ...PRODUCTION, PROCESS_ROLE: 'api', TREASURY_ADDRESS: address(201) };
    expect(problems(api, { '/run/secrets/treasury.key': undefined })).toEqual([]);
    const publisher = { ...PRODUCTION, LIABILITIES_PUBLISHER_KEY_FILE: '/run/secrets/publisher.key' };
    expect(
      problems(publisher, { '/run/secrets/publisher.key': { ...ownerOnly, mode: 0o100604 } }),
    ).toHaveLength(1);
  });

  it('takes a secret owned by root and readable by the process group alone (a Kubernetes secret volume)', () => {
    const reader = OWNER;
    expect(secretFileFactProblem('K', '/k', { mode: 0o100440, uid: 0, gid: 10001 }, reader)).toBeUndefined();
    expect(secretFileFactProblem('K', '/k', { mode: 0o100440, uid: 0, gid: 20 }, reader)).toMatch(
      /group or others/,
    );
    expect(secretFileFactProblem('K', '/k', { mode: 0o100444, uid: 0, gid: 10001 }, reader)).toMatch(
      /group or others/,
    );
    // Its own file shared with its group is a chmod away from owner-only.
    expect(secretFileFactProblem('K', '/k', { mode: 0o100640, ...OWNER }, reader)).toMatch(/chmod 600/);
    expect(secretFileFactProblem('K', '/k', { mode: 0o100400, ...OWNER }, reader)).toBeUndefined();
  });

  it('wants PUBLIC_ORIGIN given, on https', () => {
    expect(problems(without('PUBLIC_ORIGIN'))).toEqual([
      'PUBLIC_ORIGIN is required on chain 56 (e.g. https://app.example.com)',
    ]);
    for (const origin of ['http://app.example.com', 'http://127.0.0.1:8080'])
      expect(problems({ ...PRODUCTION, PUBLIC_ORIGIN: origin })).toEqual([
        'PUBLIC_ORIGIN must use https: on chain 56 (sign-in is bound to it)',
      ]);
  });

  it('wants SMTP with host, port and credentials, and MAIL_FROM on your domain', () => {
    expect(problems({ ...PRODUCTION, SMTP_URL: 'smtps://smtp.example:465' })).toEqual([
      'SMTP_URL has no user and password: a production mail server wants credentials',
    ]);
    expect(problems({ ...PRODUCTION, SMTP_URL: 'smtps://mailer:secret@smtp.example' })).toEqual([
      'SMTP_URL names no port (e.g. smtps://user:password@smtp.example:465)',
    ]);
    const unset = 'MAIL_FROM is not set: KYC1 codes must come from an address on your domain (SPF, DKIM)';
    expect(problems(without('MAIL_FROM'))).toEqual([unset]);
    expect(problems({ ...PRODUCTION, MAIL_FROM: 'WOOHOO <no-reply@woohoo.local>' })).toEqual([unset]);
  });

  it("wants operator wallets, none of anvil's well-known accounts", () => {
    expect(problems(without('OPERATOR_ADDRESSES'))).toEqual([
      'OPERATOR_ADDRESSES is required on chain 56: the wallets that sign in to the operator console',
    ]);
    expect(problems({ ...PRODUCTION, OPERATOR_ADDRESSES: `${address(200)},${ANVIL_ACCOUNTS[9]}` })).toEqual([
      `OPERATOR_ADDRESSES holds anvil's well-known accounts, whose keys are public: ${ANVIL_ACCOUNTS[9]}`,
    ]);
  });

  it('wants finality at the production values: the finalized tag, 12 and 50 confirmations', () => {
    expect(problems({ ...PRODUCTION, CHAIN_FINALITY: 'confirmations' })).toEqual([
      'CHAIN_FINALITY must be finalized on chain 56',
    ]);
    expect(problems({ ...PRODUCTION, DEPOSIT_CONFIRMATIONS: '3', PAYOUT_FINAL_CONFIRMATIONS: '20' })).toEqual(
      [
        'DEPOSIT_CONFIRMATIONS must be at least 12 on chain 56 (got 3)',
        'PAYOUT_FINAL_CONFIRMATIONS must be at least 50 on chain 56 (got 20)',
      ],
    );
    expect(problems({ ...PRODUCTION, DEPOSIT_CONFIRMATIONS: '20' })).toEqual([]);
  });

  it("wants PostgreSQL, Redis, two RPCs and the browsers' own RPC (docs/launch.md)", () => {
    expect(problems(without('DATABASE_URL', 'REDIS_URL', 'CHAIN_PUBLIC_RPC_URL'))).toEqual([
      'DATABASE_URL is required on chain 56 (the embedded PGlite is for the local mode)',
      'REDIS_URL is required on chain 56 (rate limits shared by the replicas)',
      "CHAIN_PUBLIC_RPC_URL is required on chain 56: browsers must not be handed the server's RPC",
    ]);
    expect(problems({ ...without('CHAIN_RPC_URLS'), CHAIN_RPC_URL: 'https://own-node.example' })).toEqual([
      'CHAIN_RPC_URLS must list two or more RPCs on chain 56, so one failing does not stop deposits and payouts',
    ]);
  });

  describe('REHEARSAL_STAND_IN (docs/rules.md "Preflight")', () => {
    /** The rehearsal's shape: anvil as chain 56 and the SMTP catcher on this machine, over http. */
    const standIn = {
      ...without('CHAIN_RPC_URLS', 'CHAIN_PUBLIC_RPC_URL'),
      CHAIN_RPC_URL: 'http://127.0.0.1:8545',
      PUBLIC_ORIGIN: 'http://127.0.0.1:4000',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      REHEARSAL_STAND_IN: 'true',
    };

    it('passes a chain-56 stand-in on this machine', () => {
      expect(problems(standIn)).toEqual([]);
      expect(problems({ ...standIn, CHAIN_RPC_URL: 'http://host.containers.internal:8545' })).toEqual([]);
    });

    it('waives nothing else: the keys, operators and finality are checked as in production', () => {
      expect(
        problems({ ...standIn, CHAIN_FINALITY: 'confirmations', OPERATOR_ADDRESSES: ANVIL_ACCOUNTS[1] }),
      ).toHaveLength(2);
      expect(problems({ ...standIn, PUBLIC_ORIGIN: 'http://app.example.com' })).toHaveLength(1);
    });

    it('is refused unless every RPC is on this machine', () => {
      expect(problems({ ...standIn, CHAIN_RPC_URL: 'https://bsc-dataseed.bnbchain.org' })).toEqual([
        'REHEARSAL_STAND_IN=true is refused: it is for a stand-in chain on this machine, and an RPC is elsewhere (or none is given)',
      ]);
    });

    it('knows this machine by its loopback names', () => {
      expect(
        ['127.0.0.1', '127.1.2.3', 'localhost', '[::1]', 'host.containers.internal'].every(isThisMachine),
      ).toBe(true);
      expect(['10.0.0.1', 'bsc.example', '127.example.com'].some(isThisMachine)).toBe(false);
    });
  });
});
