import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadHsmTokenConfig } from './env';
import { coldWalletOf } from './env-readers';

// Files the checks look for; their contents do not matter to the configuration.
const dir = mkdtempSync(join(tmpdir(), 'env-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, mode = 0o600) => {
  const path = join(dir, name);
  writeFileSync(path, 'x\n');
  chmodSync(path, mode);
  return path;
};
/** What chain 56 wants given rather than generated: the login key and the operator wallets. */
const bscSecrets = () => ({
  RSA_PRIVATE_KEY_FILE: file('rsa-private.pem'),
  OPERATOR_ADDRESSES: '0x0000000000000000000000000000000000000009',
  PUBLIC_ORIGIN: 'https://app.example.com',
});
/** The messages of the ConfigError `read` throws. */
const problemsOf = (read: () => unknown): string[] => {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('defaults to the local stack', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      chainId: 31337,
      databaseUrl: undefined,
      contracts: undefined,
    });
    expect(config.dataDir).toMatch(/\.data$/);
    // The local chain has no block explorer: no link is better than a link to the RPC.
    expect(config.chainExplorerUrl).toBeUndefined();
  });

  it('migrates on start unless MIGRATE_ON_START is false (the image migrates once per release)', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START must be true or false/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        CHAIN_RPC_URL: 'https://bsc.example',
        USDT_ADDRESS: '0x12',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('USDT_ADDRESS is not an address');
      expect(problems).toContain('BHC_ADDRESS is required');
      // The custody layout's addresses are required with the others (DESIGN "Custody (real money)").
      expect(problems).toContain('TIMELOCK_ADDRESS is required');
      expect(problems).toContain('SAFE_ADDRESS is required');
      expect(problems).toContain('PAYOUTS_ADDRESS is required');
      expect(problems).toContain('chain 56 is not the local chain');
      expect(problems).toContain('TREASURY_KEY_FILE');
      expect(problems).toContain('SMTP_URL is required');
    }
  });

  it('runs the dev inbox only on the local chain, and refuses it elsewhere (KYC1 mail)', () => {
    expect(loadConfig({}).mail).toMatchObject({ smtpUrl: undefined, devInbox: true });
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.devInbox).toBe(false);
    expect(loadConfig({ DEV_INBOX: 'false' }).mail.devInbox).toBe(false);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL must use smtp: or smtps:/,
    );
    expect(() =>
      loadConfig({
        CHAIN_ID: '56',
        TREASURY_KEY_FILE: '/k',
        SMTP_URL: 'smtp://m.example',
        DEV_INBOX: 'true',
      }),
    ).toThrow(/DEV_INBOX is refused outside the local chain/);
  });

  it('takes BSC with contract addresses from the environment', () => {
    const a = '0x55d398326f99059fF775485246999027B3197955';
    const config = loadConfig({
      CHAIN_RPC_URL: 'https://bsc-dataseed.example',
      USDT_ADDRESS: a,
      BHC_ADDRESS: a,
      WOOHOO_ADDRESS: a,
      RECHARGE_ADDRESS: a,
      FUNDING_ADDRESS: a.toLowerCase(),
      PAYOUTS_ADDRESS: a,
      TIMELOCK_ADDRESS: a,
      SAFE_ADDRESS: a,
      TREASURY_KEY_FILE: '/run/secrets/treasury.key',
      SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
      ...bscSecrets(),
      PUBLIC_ORIGIN: 'https://app.example.com',
    });
    expect(config.chainId).toBe(56);
    expect(config.publicOrigin).toBe('https://app.example.com');
    expect(config.mail).toMatchObject({ smtpUrl: 'smtps://mailer:secret@smtp.example:465', devInbox: false });
    expect(config.chainName).toBe('Binance Smart Chain');
    expect(config.contracts?.funding).toBe(a);
    // BSC fast finality: credit at the finalized block, 12 confirmations where the RPC lacks the tag.
    expect(config.money).toMatchObject({ useFinalizedTag: true, depositConfirmations: 12 });
  });

  it('takes the public origin from PUBLIC_ORIGIN, or locally from the address it listens on', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).publicOrigin).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '::1', PORT: '80' }).publicOrigin).toBe('http://[::1]');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://App.Example.com/' }).publicOrigin).toBe(
      'https://app.example.com',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://lan-box:8080' }).publicOrigin).toBe('http://lan-box:8080');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://app.example.com/app' })).toThrow(/origin only/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'ftp://app.example.com' })).toThrow(/PUBLIC_ORIGIN must use/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'app.example.com' })).toThrow(/not a valid URL/);
    // Whether chain 56 has it, on https, is the preflight's (preflight.test.ts).
    expect(
      problemsOf(() => loadConfig({ CHAIN_ID: '56', PUBLIC_ORIGIN: 'http://app.example.com' })),
    ).not.toContain('PUBLIC_ORIGIN must use https: or http:');
  });

  it('counts confirmations on the local chain unless CHAIN_FINALITY says otherwise', () => {
    expect(loadConfig({}).money.useFinalizedTag).toBe(false);
    expect(loadConfig({ CHAIN_FINALITY: 'finalized' }).money.useFinalizedTag).toBe(true);
    expect(() => loadConfig({ CHAIN_FINALITY: 'safe' })).toThrow(/CHAIN_FINALITY/);
  });

  it('reads the treasury key from its file unless TREASURY_SIGNER names another signer', () => {
    expect(loadConfig({}).treasurySigner).toBe('file');
    expect(loadConfig({}).pkcs11).toBeUndefined();
    expect(() => loadConfig({ TREASURY_SIGNER: 'kms' })).toThrow(
      /TREASURY_SIGNER must be one of file, pkcs11/,
    );
  });

  it('takes the HSM from the PKCS11_* settings, with a PIN file only its owner reads', () => {
    const hsm = {
      TREASURY_SIGNER: 'pkcs11',
      PKCS11_LIBRARY: file('libvendor.so', 0o644),
      PKCS11_TOKEN_LABEL: 'treasury-token',
      PKCS11_PIN_FILE: file('user.pin'),
      PKCS11_KEY_LABEL: 'treasury',
    };
    expect(loadConfig(hsm)).toMatchObject({
      treasurySigner: 'pkcs11',
      pkcs11: {
        library: hsm.PKCS11_LIBRARY,
        tokenLabel: 'treasury-token',
        pinFile: hsm.PKCS11_PIN_FILE,
        keyLabel: 'treasury',
      },
    });
    expect(problemsOf(() => loadConfig({ TREASURY_SIGNER: 'pkcs11' }))).toEqual([
      'TREASURY_SIGNER=pkcs11 needs PKCS11_LIBRARY, PKCS11_TOKEN_LABEL, PKCS11_PIN_FILE, PKCS11_KEY_LABEL',
    ]);
    const bad = problemsOf(() =>
      loadConfig({
        ...hsm,
        PKCS11_LIBRARY: join(dir, 'absent.so'),
        PKCS11_PIN_FILE: file('shared.pin', 0o640),
        PKCS11_KEY_LABEL: '',
      }),
    );
    expect(bad).toHaveLength(3);
    expect(bad[0]).toBe('TREASURY_SIGNER=pkcs11 needs PKCS11_KEY_LABEL');
    expect(bad[1]).toMatch(/PKCS11_LIBRARY \(.*absent\.so\) does not exist/);
    expect(bad[2]).toMatch(
      /PKCS11_PIN_FILE \(.*shared\.pin\) may be read by its group or others \(mode 640\); chmod 600 it/,
    );
    expect(problemsOf(() => loadConfig({ ...hsm, PKCS11_PIN_FILE: file('world.pin', 0o604) }))).toHaveLength(
      1,
    );
    // An api process never opens the HSM, so it needs none of it.
    expect(loadConfig({ TREASURY_SIGNER: 'pkcs11', PROCESS_ROLE: 'api' }).pkcs11).toBeUndefined();
  });

  it('gives the hsm commands the token without a key label, which they take from --label', () => {
    const token = {
      PKCS11_LIBRARY: file('libtoken.so', 0o644),
      PKCS11_TOKEN_LABEL: 'treasury-token',
      PKCS11_PIN_FILE: file('cli.pin'),
    };
    expect(loadHsmTokenConfig(token)).toEqual({
      library: token.PKCS11_LIBRARY,
      tokenLabel: 'treasury-token',
      pinFile: token.PKCS11_PIN_FILE,
    });
    expect(problemsOf(() => loadHsmTokenConfig({}))).toEqual([
      'TREASURY_SIGNER=pkcs11 needs PKCS11_LIBRARY, PKCS11_TOKEN_LABEL, PKCS11_PIN_FILE',
    ]);
  });

  it('gives an api process the treasury address alone: TREASURY_ADDRESS, required off the local chain', () => {
    const treasury = '0x00000000000000000000000000000000000000aa';
    const bsc = {
      CHAIN_RPC_URL: 'https://bsc.example',
      USDT_ADDRESS: treasury,
      BHC_ADDRESS: treasury,
      WOOHOO_ADDRESS: treasury,
      RECHARGE_ADDRESS: treasury,
      FUNDING_ADDRESS: treasury,
      PAYOUTS_ADDRESS: treasury,
      TIMELOCK_ADDRESS: treasury,
      SAFE_ADDRESS: treasury,
      SMTP_URL: 'smtp://mail.example',
      ...bscSecrets(),
    };
    // No TREASURY_KEY_FILE: the api process never reads it.
    const api = loadConfig({ ...bsc, PROCESS_ROLE: 'api', TREASURY_ADDRESS: treasury });
    expect(api.treasuryAddress).toBe('0x00000000000000000000000000000000000000AA');
    expect(problemsOf(() => loadConfig({ ...bsc, PROCESS_ROLE: 'api' }))).toEqual([
      'chain 56 is not the local chain, so an api process needs TREASURY_ADDRESS (it never loads the treasury key)',
    ]);
    expect(problemsOf(() => loadConfig({ ...bsc, PROCESS_ROLE: 'worker' }))).toEqual([
      'chain 56 is not the local chain, so TREASURY_KEY_FILE (the payout signer key) is required',
    ]);
    expect(problemsOf(() => loadConfig({ TREASURY_ADDRESS: '0x12' }))).toEqual([
      'TREASURY_ADDRESS is not an address',
    ]);
    expect(loadConfig({}).treasuryAddress).toBeUndefined();
  });

  it('sweeps to COLD_WALLET_ADDRESS, the deployment\'s Safe when unset (docs/rules.md "Hot float and sweeps")', () => {
    const safe = '0x00000000000000000000000000000000000000dd';
    expect(loadConfig({}).coldWalletAddress).toBeUndefined();
    expect(coldWalletOf(loadConfig({}).coldWalletAddress, safe)).toBe(safe);
    expect(coldWalletOf(loadConfig({ COLD_WALLET_ADDRESS: 'none' }).coldWalletAddress, safe)).toBeUndefined();
    expect(
      loadConfig({ COLD_WALLET_ADDRESS: '0x00000000000000000000000000000000000000cc' }).coldWalletAddress,
    ).toBe('0x00000000000000000000000000000000000000cc');
    expect(loadConfig({ COLD_WALLET_ADDRESS: 'none' }).coldWalletAddress).toBeNull();
    expect(problemsOf(() => loadConfig({ COLD_WALLET_ADDRESS: 'safe' }))).toEqual([
      'COLD_WALLET_ADDRESS is not an address',
    ]);
  });

  it('serves the operator routes on their own listener when OPERATOR_LISTEN_PORT is set', () => {
    expect(loadConfig({}).operatorListen).toBeUndefined();
    expect(loadConfig({ OPERATOR_LISTEN_PORT: '8081' }).operatorListen).toEqual({
      host: '127.0.0.1',
      port: 8081,
    });
    expect(
      loadConfig({ OPERATOR_LISTEN_PORT: '8081', OPERATOR_LISTEN_HOST: '10.0.0.5' }).operatorListen,
    ).toEqual({ host: '10.0.0.5', port: 8081 });
    expect(problemsOf(() => loadConfig({ OPERATOR_LISTEN_PORT: 'x' }))).toEqual([
      expect.stringMatching(/^OPERATOR_LISTEN_PORT must be an integer/),
    ]);
    expect(problemsOf(() => loadConfig({ PORT: '8080', OPERATOR_LISTEN_PORT: '8080' }))).toEqual([
      'OPERATOR_LISTEN_PORT must differ from PORT',
    ]);
    expect(problemsOf(() => loadConfig({ OPERATOR_LISTEN_HOST: '0.0.0.0' }))).toEqual([
      'OPERATOR_LISTEN_HOST needs OPERATOR_LISTEN_PORT',
    ]);
  });

  it('takes ranked RPCs from CHAIN_RPC_URLS, or CHAIN_RPC_URL as the only one', () => {
    const bsc = {
      TREASURY_KEY_FILE: '/keys/treasury.key',
      USDT_ADDRESS: '0x55d398326f99059fF775485246999027B3197955',
      BHC_ADDRESS: '0x0000000000000000000000000000000000000001',
      WOOHOO_ADDRESS: '0x0000000000000000000000000000000000000002',
      RECHARGE_ADDRESS: '0x0000000000000000000000000000000000000003',
      FUNDING_ADDRESS: '0x0000000000000000000000000000000000000004',
      PAYOUTS_ADDRESS: '0x0000000000000000000000000000000000000005',
      TIMELOCK_ADDRESS: '0x0000000000000000000000000000000000000006',
      SAFE_ADDRESS: '0x0000000000000000000000000000000000000007',
      SMTP_URL: 'smtp://mail.example',
      ...bscSecrets(),
      PUBLIC_ORIGIN: 'https://app.example.com',
    };
    const ranked = loadConfig({
      ...bsc,
      CHAIN_RPC_URLS: 'https://own-node.example, https://provider.example/v1/key',
    });
    expect(ranked.chainRpcUrls).toEqual(['https://own-node.example', 'https://provider.example/v1/key']);
    expect(ranked.chainRpcUrl).toBe('https://own-node.example');
    expect(ranked.chainId).toBe(56);
    expect(ranked.chainRpc).toEqual({ timeoutMs: 5000, retryCount: 1, rankIntervalMs: 10_000 });
    expect(
      loadConfig({ ...bsc, CHAIN_RPC_URL: 'https://a.example', CHAIN_RPC_RANK_MS: '0' }).chainRpc
        .rankIntervalMs,
    ).toBe(0);
    const single = loadConfig({ ...bsc, CHAIN_RPC_URL: 'https://own-node.example' });
    expect(single.chainRpcUrls).toEqual(['https://own-node.example']);
    expect(loadConfig({}).chainRpcUrls).toBeUndefined();
    expect(() =>
      loadConfig({ ...bsc, CHAIN_RPC_URLS: 'https://a.example', CHAIN_RPC_URL: 'https://b.example' }),
    ).toThrow(/CHAIN_RPC_URLS or CHAIN_RPC_URL, not both/);
    // A bad entry is named by its place, not echoed: it may hold an API key.
    expect(() => loadConfig({ ...bsc, CHAIN_RPC_URLS: 'https://a.example,not a url?key=s3cret' })).toThrow(
      /CHAIN_RPC_URLS entry 2 is not a valid URL/,
    );
    try {
      loadConfig({ ...bsc, CHAIN_RPC_URLS: 'https://a.example,not a url?key=s3cret' });
    } catch (error) {
      expect(String(error)).not.toMatch(/s3cret/);
    }
  });

  it('keeps the payout gas price between a floor and a ceiling, BSC defaults 0.1 and 10 gwei', () => {
    expect(loadConfig({}).money).toMatchObject({
      gasPriceFloorWei: 100_000_000n,
      gasPriceCeilingWei: 10_000_000_000n,
      payoutReplaceAfterMs: 30_000,
    });
    expect(
      loadConfig({
        PAYOUT_GAS_PRICE_FLOOR_GWEI: '0.05',
        PAYOUT_GAS_PRICE_CEILING_GWEI: '3',
        PAYOUT_REPLACE_AFTER_MS: '60000',
      }).money,
    ).toMatchObject({
      gasPriceFloorWei: 50_000_000n,
      gasPriceCeilingWei: 3_000_000_000n,
      payoutReplaceAfterMs: 60_000,
    });
    expect(() =>
      loadConfig({ PAYOUT_GAS_PRICE_FLOOR_GWEI: '5', PAYOUT_GAS_PRICE_CEILING_GWEI: '1' }),
    ).toThrow(/PAYOUT_GAS_PRICE_FLOOR_GWEI \(5\) is above PAYOUT_GAS_PRICE_CEILING_GWEI \(1\)/);
    expect(() => loadConfig({ PAYOUT_GAS_PRICE_FLOOR_GWEI: 'cheap' })).toThrow(/must be an amount of gwei/);
  });

  it('reads the pool, the shutdown and the dependency probes, with their defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.db).toEqual({ poolSize: 10, statementTimeoutMs: 30_000 });
    expect(defaults.shutdown).toEqual({ drainMs: 5000, timeoutMs: 25_000 });
    expect(defaults.dependencyCheckMs).toBe(5000);
    const given = loadConfig({
      DB_POOL_SIZE: '25',
      DB_STATEMENT_TIMEOUT_MS: '0',
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '10000',
      DEPENDENCY_CHECK_MS: '1000',
    });
    expect(given.db).toEqual({ poolSize: 25, statementTimeoutMs: 0 });
    expect(given.shutdown).toEqual({ drainMs: 0, timeoutMs: 10_000 });
    expect(given.dependencyCheckMs).toBe(1000);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE must be an integer from 1 to 1000/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DB_STATEMENT_TIMEOUT_MS must be/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '30000' })).toThrow(
      /SHUTDOWN_DRAIN_MS \(30000\) must be below SHUTDOWN_TIMEOUT_MS \(25000\)/,
    );
  });
});
