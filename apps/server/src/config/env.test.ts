import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

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
    });
    expect(config.chainId).toBe(56);
    expect(config.mail).toMatchObject({ smtpUrl: 'smtps://mailer:secret@smtp.example:465', devInbox: false });
    expect(config.chainName).toBe('Binance Smart Chain');
    expect(config.contracts?.funding).toBe(a);
    // BSC fast finality: credit at the finalized block, 12 confirmations where the RPC lacks the tag.
    expect(config.money).toMatchObject({ useFinalizedTag: true, depositConfirmations: 12 });
  });

  it('counts confirmations on the local chain unless CHAIN_FINALITY says otherwise', () => {
    expect(loadConfig({}).money.useFinalizedTag).toBe(false);
    expect(loadConfig({ CHAIN_FINALITY: 'finalized' }).money.useFinalizedTag).toBe(true);
    expect(() => loadConfig({ CHAIN_FINALITY: 'safe' })).toThrow(/CHAIN_FINALITY/);
  });

  it('reads the treasury key from its file unless TREASURY_SIGNER names another signer', () => {
    expect(loadConfig({}).treasurySigner).toBe('file');
    expect(() => loadConfig({ TREASURY_SIGNER: 'kms' })).toThrow(/TREASURY_SIGNER must be one of file/);
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
});
