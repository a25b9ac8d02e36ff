import type { AddressInfo } from 'node:net';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { localOrigin } from '../../config/env-readers';
import { generateRsaKey } from '../../keys/rsa-key';
import { signInOverHttp } from '../../testing/server-process';
import { testMoneyOptions } from '../../testing/test-app';
import { createTestDb } from '../../testing/test-db';
import { buildAppConfig } from '../config/app-config';

// docs/rules.md "Sign-in": without PUBLIC_ORIGIN a local server's origin is where it listens; on
// port 0 that is the port it was given, which GET /api/config and the sign-in check then name.
describe('a local server told to listen on port 0', () => {
  let app: App;
  let drop: () => Promise<void>;
  let baseUrl: string;
  beforeAll(async () => {
    const created = await createTestDb('pglite');
    drop = created.drop;
    const rsaKey = generateRsaKey();
    const config = {
      chainId: 31337,
      chainName: 'T',
      chainExplorerUrl: undefined,
      chainPublicRpcUrl: undefined,
      publicOrigin: localOrigin('127.0.0.1', 0),
      money: { chainPollMs: 500 },
    };
    const contracts = { usdt: '0x1', bhc: '0x2', woohoo: '0x3', recharge: '0x4', funding: '0x5' } as const;
    app = await buildApp({
      db: created.db,
      money: testMoneyOptions(),
      rsaKey,
      appConfig: buildAppConfig(config, 'http://127.0.0.1:8545', contracts as never, rsaKey.publicKeyPem),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('names the port it was given in GET /api/config and signs in for it', async () => {
    const config = await (await fetch(`${baseUrl}/api/config`)).json();
    expect(config.data.publicOrigin).toBe(baseUrl);
    const token = await signInOverHttp({ baseUrl }, privateKeyToAccount(generatePrivateKey()));
    expect(token.length).toBeGreaterThan(30);
  });
});
