// The image (Dockerfile, scripts/image/build.sh) as a release runs it: built with podman, migrated
// once by the `migrate` role, then a worker and two API replicas as containers against this
// machine's PostgreSQL and Redis and anvil as chain 56 with the contracts the production deploy
// command deployed; the rehearsal's API journey (sign in, deposit, stake, withdraw, operator
// approval, payout final) passes against the containers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJourney } from '../../rehearsal/api-journey';
import type { Stack } from '../../rehearsal/stack';
import { type ChainStack, startChainStack, writeEnvFile } from './chain-stack';
import { buildImage, IMAGE, IMAGE_UID, podman, run, shapeCanRun, sizeAboveBase, waitForOk } from './podman';
import { freePortRun } from './ports';

/** Dockerfile "at most 150 MB of layers above the base image". */
const MAX_LAYERS_BYTES = 150 * 1024 * 1024;

let stack: ChainStack | undefined;
const containers: string[] = [];
const suffix = `${process.pid}-${Date.now()}`;

/** `podman run` of the image on the host's network with the run's environment and secrets. */
function runArgs(s: ChainStack, name: string, envFile: string): string[] {
  return [
    'run',
    '--name',
    name,
    '--network',
    'host',
    '--env-file',
    envFile,
    '-v',
    `${s.secretsDir}:/run/secrets:ro`,
    '-v',
    `${s.dataDir}:/data`,
  ];
}

async function startRole(s: ChainStack, role: 'api' | 'worker', port: number): Promise<string> {
  const name = `woohoo-test-${role}-${port}-${suffix}`;
  const envFile = writeEnvFile(s, name, { PROCESS_ROLE: role, PORT: String(port) });
  containers.push(name);
  await podman([
    ...runArgs(s, name, envFile).slice(0, 1),
    '-d',
    ...runArgs(s, name, envFile).slice(1),
    IMAGE,
  ]);
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/ready`, 120_000, async () => (await run('podman', ['logs', name])).stderr);
  return url;
}

describe.runIf(shapeCanRun('the image', ['podman', 'debootstrap']))('the image', () => {
  beforeAll(async () => {
    await buildImage();
  }, 20 * 60_000);

  afterAll(async () => {
    if (containers.length > 0) await run('podman', ['rm', '-f', '-v', '-t', '5', ...containers]);
    await stack?.stop();
  }, 120_000);

  it('adds at most 150 MB above the base, runs as its own user and has a health check', async () => {
    const size = await sizeAboveBase(IMAGE);
    console.log(`image layers above the base: ${(size / 1024 / 1024).toFixed(1)} MB`);
    expect(size).toBeLessThanOrEqual(MAX_LAYERS_BYTES);
    const [inspected] = JSON.parse(await podman(['image', 'inspect', IMAGE])) as {
      Config: { User: string };
      Healthcheck?: { Test: string[] };
    }[];
    expect(inspected?.Config.User).toBe(`${IMAGE_UID}:${IMAGE_UID}`);
    // Docker format (scripts/image/build.sh): the OCI format would drop the HEALTHCHECK.
    expect(inspected?.Healthcheck?.Test.join(' ')).toBe('CMD node /app/healthcheck.mjs');
  });

  it('holds production dependencies only: no anvil, forge, PGlite, solc or the dev inbox', async () => {
    const listing = await podman([
      'run',
      '--rm',
      '--entrypoint',
      'sh',
      IMAGE,
      '-c',
      "ls /app/node_modules /app/node_modules/@* && id -u && node -e \"import('viem').then(() => console.log('viem loads'))\" && cd /app && node -e \"require('pkcs11js'); console.log('pkcs11 addon loads')\"",
    ]);
    expect(listing).toContain('viem loads');
    // The HSM signer's native addon was compiled in the build stage (TREASURY_SIGNER=pkcs11).
    expect(listing).toContain('pkcs11 addon loads');
    expect(listing).toContain('fastify');
    expect(listing.split('\n')).toContain(String(IMAGE_UID));
    for (const absent of ['anvil', 'forge', 'pglite', 'solc', 'smtp-server', 'mailparser', 'esbuild', 'vite'])
      expect(listing).not.toMatch(new RegExp(`^${absent}`, 'm'));
    expect(listing).not.toContain('foundry-rs');
    expect(listing).not.toContain('electric-sql');
  });

  it(
    'migrates once, then two API replicas and a worker serve the API journey on chain 56',
    async () => {
      stack = await startChainStack();
      const migrateName = `woohoo-test-migrate-${suffix}`;
      const migrated = await run('podman', [
        ...runArgs(stack, migrateName, writeEnvFile(stack, migrateName)),
        '--rm',
        IMAGE,
        'migrate',
      ]);
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(migrated.stdout).toMatch(/migrate: applied /);

      const port = await freePortRun(3);
      const workerUrl = await startRole(stack, 'worker', port + 2);
      const apiUrls: [string, string] = [
        await startRole(stack, 'api', port),
        await startRole(stack, 'api', port + 1),
      ];
      // The roles start without migrating (MIGRATE_ON_START=false in the image): nothing was left to apply.
      const again = await run('podman', [
        ...runArgs(stack, `${migrateName}-2`, writeEnvFile(stack, 'again')),
        '--rm',
        IMAGE,
        'migrate',
      ]);
      expect(again.stdout).toContain('migrate: nothing to apply');

      // The image's HEALTHCHECK itself, run in a replica (podman runs it without systemd's timers).
      const health = await run('podman', ['healthcheck', 'run', containers[containers.length - 1] ?? '']);
      expect(health.code, health.stderr + health.stdout).toBe(0);

      const journeyStack: Stack = {
        apiUrls,
        workerUrl,
        dataDir: stack.dataDir,
        mail: stack.mail,
        children: [],
      };
      const figures = await apiJourney(stack.chain, journeyStack);
      console.log(
        `api journey against the containers: deposit credited in ${figures.depositCreditMs} ms, payout final in ${figures.payoutFinalMs} ms`,
      );
      expect(figures.payoutFinalMs).toBeGreaterThan(0);
    },
    10 * 60_000,
  );
});
