import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDeployConfig, readDeploymentTarget } from './deploy-config';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const USDT = '0x55d398326f99059fF775485246999027B3197955';
const BHC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const WOOHOO = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
/** The address of KEY (anvil's account 0). */
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HOT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OWNERS = [
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
];
const SAFE = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

function keyFile(content = KEY): string {
  const file = join(mkdtempSync(join(tmpdir(), 'deploy-config-')), 'deployer.key');
  writeFileSync(file, `${content}\n`);
  return file;
}

function makeEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    CHAIN_RPC_URL: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
    CHAIN_ID: '97',
    DEPLOYER_KEY_FILE: keyFile(),
    USDT_ADDRESS: USDT,
    BHC_ADDRESS: BHC,
    WOOHOO_ADDRESS: WOOHOO,
    HOT_WALLET_ADDRESS: HOT,
    SAFE_OWNERS: OWNERS.join(','),
    SAFE_THRESHOLD: '2',
    ...overrides,
  };
}

describe('readDeployConfig', () => {
  it('reads a deploy on given tokens, with the deployment file under DEPLOY_OUT_DIR', () => {
    const config = readDeployConfig(makeEnv({ DEPLOY_OUT_DIR: 'out' }), '/srv/app');
    expect(config).toMatchObject({
      chainId: 97,
      deployerKey: KEY,
      tokens: { usdt: USDT, bhc: BHC, woohoo: WOOHOO },
      testTokenMintTo: [],
      deploymentFile: '/srv/app/out/deployment-97.json',
    });
    expect(config).toMatchObject({
      hotWallet: HOT,
      safe: { safeOwners: OWNERS, safeThreshold: 2 },
      timelockDelaySec: 172_800,
    });
    expect(config.guardian).toBeUndefined();
  });

  it('takes an existing Safe on chain 56 with a delay of at least a day, and the guardian', () => {
    const mainnet = { CHAIN_ID: '56', SAFE_OWNERS: undefined, SAFE_THRESHOLD: undefined, SAFE_ADDRESS: SAFE };
    const config = readDeployConfig(
      makeEnv({ ...mainnet, GUARDIAN_ADDRESS: DEPLOYER.toLowerCase() }),
      '/srv',
    );
    expect(config).toMatchObject({ safe: { safe: SAFE }, timelockDelaySec: 172_800, guardian: DEPLOYER });
    expect(
      readDeployConfig(makeEnv({ ...mainnet, TIMELOCK_DELAY_SEC: '86400' }), '/srv').timelockDelaySec,
    ).toBe(86_400);
    expect(() => readDeployConfig(makeEnv({ ...mainnet, TIMELOCK_DELAY_SEC: '3600' }), '/srv')).toThrow(
      'TIMELOCK_DELAY_SEC 3600 is refused on chain 56: at least 86400 (24 h)',
    );
    // The rehearsal's chain-56 stand-in only: a run lasts minutes.
    const rehearsal = makeEnv({ ...mainnet, TIMELOCK_DELAY_SEC: '10', REHEARSAL_SHORT_TIMELOCK: 'true' });
    expect(readDeployConfig(rehearsal, '/srv').timelockDelaySec).toBe(10);
    expect(() => readDeployConfig(makeEnv({ CHAIN_ID: '56' }), '/srv')).toThrow(
      'SAFE_OWNERS is refused on chain 56',
    );
  });

  it('allows a delay of seconds off chain 56', () => {
    expect(readDeployConfig(makeEnv({ TIMELOCK_DELAY_SEC: '5' }), '/srv').timelockDelaySec).toBe(5);
    expect(() => readDeployConfig(makeEnv({ TIMELOCK_DELAY_SEC: '1.5' }), '/srv')).toThrow(
      'TIMELOCK_DELAY_SEC must be a whole number of seconds',
    );
  });

  it('refuses a hot wallet that is the deployer, a Safe owner or the guardian', () => {
    const refusal = (overrides: Record<string, string | undefined>) => {
      try {
        readDeployConfig(makeEnv(overrides), '/srv');
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(refusal({ HOT_WALLET_ADDRESS: DEPLOYER })).toContain(
      'HOT_WALLET_ADDRESS must not be the deployer',
    );
    expect(refusal({ HOT_WALLET_ADDRESS: OWNERS[1] })).toContain(
      'HOT_WALLET_ADDRESS must not be one of SAFE_OWNERS',
    );
    expect(refusal({ GUARDIAN_ADDRESS: HOT })).toContain('GUARDIAN_ADDRESS must not be HOT_WALLET_ADDRESS');
    expect(refusal({ LIABILITIES_PUBLISHER_ADDRESS: HOT })).toContain(
      'LIABILITIES_PUBLISHER_ADDRESS must be a key of its own',
    );
    expect(refusal({ HOT_WALLET_ADDRESS: undefined })).toContain('HOT_WALLET_ADDRESS is required');
  });

  it('takes one Safe: an address or owners and a threshold, never both, never a bad setup', () => {
    const refusal = (overrides: Record<string, string | undefined>) => {
      try {
        readDeployConfig(makeEnv(overrides), '/srv');
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(refusal({ SAFE_ADDRESS: SAFE })).toContain('give either SAFE_ADDRESS or SAFE_OWNERS');
    expect(refusal({ SAFE_OWNERS: undefined, SAFE_THRESHOLD: undefined })).toContain('SAFE_ADDRESS');
    expect(refusal({ SAFE_THRESHOLD: '4' })).toContain('the threshold 4 is above the number of owners (3)');
    expect(refusal({ SAFE_OWNERS: `${OWNERS[0]},${OWNERS[0]}` })).toContain('is listed twice');
    expect(refusal({ OWNER_ADDRESS: HOT })).toContain('OWNER_ADDRESS is gone');
  });

  it('deploys test tokens off chain 56 and mints them to the accounts listed', () => {
    const env = makeEnv({
      USDT_ADDRESS: undefined,
      BHC_ADDRESS: undefined,
      WOOHOO_ADDRESS: undefined,
      DEPLOY_TEST_TOKENS: 'true',
      TEST_TOKEN_MINT_TO: `${BHC.toLowerCase()}, ${WOOHOO}`,
    });
    const config = readDeployConfig(env, '/srv/app');
    expect(config.tokens).toBeUndefined();
    expect(config.testTokenMintTo).toEqual([BHC, WOOHOO]);
    expect(config.deploymentFile).toBe('/srv/app/deployments/deployment-97.json');
  });

  it('refuses test tokens on BNB Smart Chain mainnet', () => {
    const env = makeEnv({
      CHAIN_ID: '56',
      USDT_ADDRESS: '',
      BHC_ADDRESS: '',
      WOOHOO_ADDRESS: '',
      DEPLOY_TEST_TOKENS: 'true',
    });
    expect(() => readDeployConfig(env, '/srv/app')).toThrow('DEPLOY_TEST_TOKENS is refused on chain 56');
  });

  it('refuses token addresses together with test tokens', () => {
    expect(() => readDeployConfig(makeEnv({ DEPLOY_TEST_TOKENS: 'true' }), '/srv/app')).toThrow(
      'give either the token addresses or DEPLOY_TEST_TOKENS=true, not both',
    );
  });

  it('lists every problem at once', () => {
    const env = {
      CHAIN_RPC_URL: 'bsc.example',
      WOOHOO_ADDRESS: '0x1234',
      HOT_WALLET_ADDRESS: 'treasury',
      TEST_TOKEN_MINT_TO: '0xabc',
      DEPLOYER_KEY_FILE: keyFile('not a key'),
    };
    let message = '';
    try {
      readDeployConfig(env, '/srv/app');
    } catch (error) {
      message = (error as Error).message;
    }
    for (const problem of [
      'CHAIN_RPC_URL must be an http(s) or ws(s) URL',
      'CHAIN_ID must be a positive integer',
      'WOOHOO_ADDRESS is not an address',
      'USDT_ADDRESS, BHC_ADDRESS and WOOHOO_ADDRESS are required',
      'HOT_WALLET_ADDRESS is not an address',
      'SAFE_ADDRESS (or, off chain 56, SAFE_OWNERS and SAFE_THRESHOLD for a new Safe) is required',
      'TEST_TOKEN_MINT_TO needs DEPLOY_TEST_TOKENS=true',
      'TEST_TOKEN_MINT_TO: 0xabc is not an address',
      'does not hold a private key',
    ]) {
      expect(message).toContain(problem);
    }
  });

  it('requires the deployer key file', () => {
    expect(() => readDeployConfig(makeEnv({ DEPLOYER_KEY_FILE: undefined }), '/srv/app')).toThrow(
      'DEPLOYER_KEY_FILE is required',
    );
    expect(() => readDeployConfig(makeEnv({ DEPLOYER_KEY_FILE: '/nonexistent/key' }), '/srv/app')).toThrow(
      'DEPLOYER_KEY_FILE: /nonexistent/key does not exist',
    );
  });
});

describe('readDeploymentTarget', () => {
  it('needs only the chain and the output folder, as the deploy had them', () => {
    const env = {
      CHAIN_RPC_URL: 'http://127.0.0.1:8545',
      CHAIN_ID: '31337',
      DEPLOY_OUT_DIR: '/var/deploy',
      HOT_WALLET_ADDRESS: HOT,
    };
    expect(readDeploymentTarget(env, '/srv/app')).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 31337,
      deploymentFile: '/var/deploy/deployment-31337.json',
      hotWallet: HOT,
    });
    expect(() => readDeploymentTarget({ ...env, HOT_WALLET_ADDRESS: undefined }, '/srv/app')).toThrow(
      'HOT_WALLET_ADDRESS is required',
    );
  });
});
