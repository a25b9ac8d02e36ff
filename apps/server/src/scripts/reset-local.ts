import { existsSync, rmSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config/env';
import { planLocalReset } from './reset-local-plan';

/**
 * `npm run reset-local -- --yes`: starts the local run mode afresh when its chain is behind its
 * database (see README "If the local chain is behind"). Without `--yes` it only says what it
 * would delete. Refuses while the local chain is running, and anywhere but the local chain.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const plan = planLocalReset(config);
  if ('refuse' in plan) {
    console.error(`reset-local: refused. ${plan.refuse}.`);
    return 1;
  }
  if (await localChainAnswers(config.localChainPort)) {
    console.error(
      `reset-local: refused. The local chain answers on port ${config.localChainPort}: stop \`npm start\` first.`,
    );
    return 1;
  }
  const present = plan.delete.filter((path) => existsSync(path));
  if (!process.argv.slice(2).includes('--yes')) {
    console.error(
      `reset-local: this deletes the local chain and every account, balance and record in the local database:\n` +
        `${present.map((p) => `  ${p}`).join('\n') || '  (nothing there yet)'}\nRun again with --yes to do it: npm run reset-local -- --yes`,
    );
    return 1;
  }
  for (const path of present) rmSync(path, { recursive: true, force: true });
  console.log(
    `reset-local: deleted ${present.length ? present.join(', ') : 'nothing (already clean)'}. ` +
      '`npm start` now deploys the contracts again and seeds the demo data. A wallet that used the old ' +
      'local chain may need its activity cleared (MetaMask: Settings, Advanced, Clear activity tab data).',
  );
  return 0;
}

async function localChainAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    // Nothing listens: the chain is stopped, as it must be.
    return false;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
