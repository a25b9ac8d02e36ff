// deploy/compose.yaml as an operator runs it: `podman-compose up -d` of PostgreSQL, Redis, the
// one-shot migration, a worker, two API replicas and nginx with TLS on the compose network, every
// image made locally, against anvil as chain 56 (the production deploy command's contracts) and the
// SMTP catcher, both on this machine and reached through host.containers.internal. Ready means
// the replicas answer through the proxy over HTTPS; then the rehearsal's API journey passes against
// the replicas, /metrics is refused at the proxy and the migration ran once.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJourney } from '../../rehearsal/api-journey';
import { type ChainStack, startChainStack, writeEnvFile } from './chain-stack';
import { forwardFromContainers } from './forward';
import { httpsGet } from './https-get';
import { buildImage, podmanEnv, REPO_ROOT, run, shapeCanRun } from './podman';
import { freePortRun } from './ports';

const COMPOSE_FILE = join(REPO_ROOT, 'deploy/compose.yaml');
const project = `woohoo-test-${process.pid}`;
let stack: ChainStack | undefined;
let composeEnv: NodeJS.ProcessEnv = {};
const forwards: { close: () => Promise<void> }[] = [];

async function compose(args: string[]) {
  const result = await run('podman-compose', ['-f', COMPOSE_FILE, '-p', project, ...args], {
    env: composeEnv,
    cwd: join(REPO_ROOT, 'deploy'),
  });
  if (result.code !== 0)
    throw new Error(
      `podman-compose ${args.join(' ')} failed (${result.code}):\n${result.stderr.slice(-3000)}`,
    );
  return result.stdout;
}

async function logsOf(service: string): Promise<string> {
  const result = await run('podman', ['logs', '--tail', '40', `${project}_${service}_1`]);
  return `--- ${service} ---\n${result.stdout}${result.stderr}`;
}

describe.runIf(shapeCanRun('deploy/compose.yaml', ['podman', 'podman-compose', 'debootstrap', 'openssl']))(
  'deploy/compose.yaml',
  () => {
    beforeAll(async () => {
      await buildImage();
      stack = await startChainStack({ stores: false });
      const port = await freePortRun(4);
      const secrets = stack.secretsDir;
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          join(secrets, 'tls.key'),
          '-out',
          join(secrets, 'tls.crt'),
        ],
        { stdio: 'ignore' },
      );
      const password = randomBytes(18).toString('base64url');
      writeFileSync(join(secrets, 'postgres.password'), `${password}\n`, { mode: 0o444 });
      // anvil and the catcher listen on 127.0.0.1; the containers reach them through these.
      const rpc = await forwardFromContainers(new URL(stack.chain.rpcUrl));
      const smtp = await forwardFromContainers(new URL(stack.smtpUrl));
      forwards.push(rpc, smtp);
      composeEnv = {
        ...podmanEnv(),
        WOOHOO_ENV_FILE: writeEnvFile(stack, 'compose', {
          DATABASE_URL: `postgres://woohoo:${password}@postgres:5432/woohoo`,
          CHAIN_RPC_URL: rpc.url,
          SMTP_URL: smtp.url,
        }),
        WOOHOO_SECRETS_DIR: secrets,
        API_1_PORT: String(port),
        API_2_PORT: String(port + 1),
        WORKER_PORT: String(port + 2),
        HTTPS_PORT: String(port + 3),
      };
      await compose(['build']);
    }, 20 * 60_000);

    afterAll(async () => {
      if (Object.keys(composeEnv).length > 0) await compose(['down', '-v', '-t', '5']).catch(console.error);
      // podman-compose 1.0.6 leaves the project's network behind.
      await run('podman', ['network', 'rm', '-f', `${project}_default`]);
      await stack?.stop();
    }, 180_000);

    it(
      'comes up with TLS in front of two replicas and serves the API journey',
      async () => {
        const started = Date.now();
        await compose(['up', '-d']);
        const https = `https://localhost:${composeEnv.HTTPS_PORT}`;
        const ca = join(stack?.secretsDir ?? '', 'tls.crt');
        const deadline = Date.now() + 180_000;
        let last = '';
        for (;;) {
          const answer = await httpsGet(`${https}/api/ready`, ca).catch((error: Error) => ({
            status: 0,
            body: error.message,
          }));
          if (answer.status === 200) break;
          last = `${answer.status} ${answer.body.slice(0, 200)}`;
          if (Date.now() > deadline) {
            const logs = await Promise.all(['migrate', 'worker', 'api-1', 'api-2', 'proxy'].map(logsOf));
            throw new Error(`not ready through the proxy in 180 s (last: ${last})\n${logs.join('\n')}`);
          }
          await new Promise((r) => setTimeout(r, 500));
        }
        console.log(
          `podman-compose up to ready through the proxy: ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
        const worker = await fetch(`http://127.0.0.1:${composeEnv.WORKER_PORT}/api/ready`);
        expect(worker.status).toBe(200);
        expect((await httpsGet(`${https}/metrics`, ca)).status).toBe(403);
        const home = await httpsGet(`${https}/`, ca);
        expect(home.status).toBe(200);
        expect(home.body).toContain('<div id="root"');

        const migrateLog = await run('podman', ['logs', `${project}_migrate_1`]);
        expect(migrateLog.stdout).toMatch(/migrate: applied /);

        if (!stack) throw new Error('no chain stack');
        const apiUrls: [string, string] = [
          `http://127.0.0.1:${composeEnv.API_1_PORT}`,
          `http://127.0.0.1:${composeEnv.API_2_PORT}`,
        ];
        const figures = await apiJourney(stack.chain, {
          apiUrls,
          workerUrl: `http://127.0.0.1:${composeEnv.WORKER_PORT}`,
          dataDir: stack.dataDir,
          mail: stack.mail,
          children: [],
        });
        expect(figures.payoutFinalMs).toBeGreaterThan(0);
      },
      10 * 60_000,
    );
  },
);
