import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDeployConfig, readDeploymentTarget } from './deploy-config';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const USDT = '0x55d398326f99059fF775485246999027B3197955';
const BHC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const WOOHOO = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

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
    expect(config.owner).toBeUndefined();
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
      OWNER_ADDRESS: 'treasury',
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
      'OWNER_ADDRESS is not an address',
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
    const env = { CHAIN_RPC_URL: 'http://127.0.0.1:8545', CHAIN_ID: '31337', DEPLOY_OUT_DIR: '/var/deploy' };
    expect(readDeploymentTarget(env, '/srv/app')).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 31337,
      deploymentFile: '/var/deploy/deployment-31337.json',
    });
  });
});
