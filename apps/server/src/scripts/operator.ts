import type { MallOrder } from '@woohoo/shared/api/mall';
import type { OperatorWithdrawal, PoolRewardRequest, WithdrawalReview } from '@woohoo/shared/api/operator';
import type { PayoutAction, PayoutSwitch, TroubledPayout } from '@woohoo/shared/api/operator-payouts';
import type { SettlementReport } from '@woohoo/shared/api/team';
import type { TreasuryStatus } from '@woohoo/shared/api/treasury';
import type { Address } from 'viem';
import { type Config, ConfigError, loadConfig, loadHsmTokenConfig } from '../config/env';
import { findKeyPair, generateKeyPair, openToken } from '../keys/pkcs11-token';
import {
  ECONOMY_USAGE,
  type EconomyCommand,
  formatSettlementReport,
  parseEconomyArgs,
} from './economy-operator-cli';
import { HSM_USAGE, type HsmCommand, parseHsmArgs } from './hsm-operator-cli';
import { formatOrderTable, ORDERS_USAGE, type OrdersCommand, parseOrdersArgs } from './mall-operator-cli';
import {
  describeApproval,
  formatWithdrawalTable,
  type OperatorCommand,
  parseOperatorArgs,
  USAGE,
} from './operator-cli';
import { sessionCacheFile, takeKeyFileArg } from './operator-session-cache';
import { OperatorSignInError, operatorSession, operatorSignOut, readOperatorKey } from './operator-sign-in';
import {
  describePayoutAction,
  describePayoutSwitch,
  formatPayoutTable,
  PAYOUTS_USAGE,
  type PayoutsCommand,
  parsePayoutsArgs,
} from './payouts-operator-cli';
import {
  describeTopUpProposal,
  describeTreasury,
  parseTreasuryArgs,
  TREASURY_USAGE,
  type TreasuryCommand,
} from './treasury-operator-cli';

/**
 * `npm run operator -- withdrawals list|approve <id>|reject <id>` (operator-cli.ts),
 * `npm run operator -- payouts list|retry|returned|paid` (payouts-operator-cli.ts) and
 * `npm run operator -- orders list|ship <id>|event <id>` (mall-operator-cli.ts), and
 * `npm run operator -- pool reward <BHC>` / `exrights issuance|event` / `settle <day>` / `announce` (economy-operator-cli.ts),
 * `npm run operator -- treasury [topup-proposal <USDT>]` (treasury-operator-cli.ts),
 * and `npm run operator -- hsm keygen|address --label <label>` (hsm-operator-cli.ts).
 *
 * Each operator acts with their own credential: `npm run operator -- login [--key-file <path>]`
 * signs in with that operator's key (OPERATOR_KEY_FILE, default DATA_DIR/keys/operator.key) as the
 * console signs a wallet in, and every command uses that wallet's session (cached, or signed in
 * afresh with the key); `logout` ends it. `--key-file` may follow any command.
 */
export const LOGIN_USAGE = `usage: npm run operator -- login [--key-file <path>]   (or OPERATOR_KEY_FILE)
       npm run operator -- logout
       npm run operator -- <command> [--key-file <path>]`;
type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(baseUrl: string, token: string, path: string, body?: object): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api/operator${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

/** The key file given with `--key-file` (taken out of the command line before the commands read it). */
let keyFileArg: string | undefined;

/**
 * The server the CLI talks to: OPERATOR_API_URL, else this host's operator listener
 * (OPERATOR_LISTEN_PORT) when there is one, else its public port.
 */
function operatorApiUrl(config: Config): string {
  if (process.env.OPERATOR_API_URL) return process.env.OPERATOR_API_URL.replace(/\/$/, '');
  const { host, port } = config.operatorListen ?? config;
  return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
}

/** The server and the signed-in operator's session: the operator's own wallet, never a shared token. */
async function connection(fresh = false) {
  const config = loadConfig();
  const baseUrl = operatorApiUrl(config);
  const account = readOperatorKey(keyFileArg ?? config.operatorKeyFile);
  const session = await operatorSession(baseUrl, account, sessionCacheFile(), fresh).catch((error) => {
    if (error instanceof OperatorSignInError) throw error;
    throw new OperatorSignInError(
      `cannot sign in at ${baseUrl} (is \`npm start\` running?): ${(error as Error).message}`,
    );
  });
  return { baseUrl, token: session.token, operator: session.address, expiresAt: session.expiresAt };
}

/** `login`: a new session for the key's wallet, cached for the commands that follow. */
async function login(): Promise<number> {
  const { operator, expiresAt } = await connection(true);
  console.log(`signed in as ${operator} until ${expiresAt}; session kept in ${sessionCacheFile()}`);
  return 0;
}

/** `logout`: ends the key's cached session of this server. */
async function logout(): Promise<number> {
  const config = loadConfig();
  const baseUrl = operatorApiUrl(config);
  const { address } = readOperatorKey(keyFileArg ?? config.operatorKeyFile);
  const ended = await operatorSignOut(baseUrl, address, sessionCacheFile());
  console.log(
    ended ? `signed ${address} out of ${baseUrl}` : `no session of ${address} at ${baseUrl} to sign out`,
  );
  return 0;
}

/** Sends one operator call; undefined, said so, when the server cannot be reached. */
async function send<T>(
  baseUrl: string,
  sending: () => Promise<Envelope<T>>,
): Promise<Envelope<T> | undefined> {
  try {
    return await sending();
  } catch (error) {
    console.error(
      `cannot reach the server at ${baseUrl} (is \`npm start\` running?): ${(error as Error).message}`,
    );
    return undefined;
  }
}

/** True for a success; otherwise says why, after `subject` (e.g. "withdrawal 7: "). */
function succeeded(answer: Envelope<unknown> | undefined, subject = ''): answer is Envelope<unknown> {
  if (!answer) return false;
  if (answer.code === 10000) return true;
  console.error(`${subject}${answer.msg} (code ${answer.code})`);
  return false;
}

async function main(): Promise<number> {
  let argv: string[];
  try {
    ({ keyFile: keyFileArg, rest: argv } = takeKeyFileArg(process.argv.slice(2)));
  } catch (error) {
    console.error(`${(error as Error).message}\n${LOGIN_USAGE}`);
    return 2;
  }
  if (argv[0] === 'login' && argv.length === 1) return login();
  if (argv[0] === 'logout' && argv.length === 1) return logout();
  if (argv[0] === 'orders') return orders(argv);
  if (argv[0] === 'hsm') return hsm(argv);
  if (argv[0] === 'payouts') return payouts(argv);
  if (argv[0] === 'treasury') return treasury(argv);
  if (['pool', 'exrights', 'settle', 'announce'].includes(argv[0] ?? '')) return economy(argv);
  let command: OperatorCommand;
  try {
    command = parseOperatorArgs(argv);
  } catch (error) {
    console.error(
      `${error instanceof Error ? error.message : error}\n${LOGIN_USAGE}\n${USAGE}\n${PAYOUTS_USAGE}\n${TREASURY_USAGE}\n${ORDERS_USAGE}\n${ECONOMY_USAGE}\n${HSM_USAGE}`,
    );
    return 2;
  }
  const { baseUrl, token, operator } = await connection();
  const answer = await send(baseUrl, () =>
    command.action === 'list'
      ? call(baseUrl, token, `/withdrawals?status=${command.status}&size=${command.limit}`)
      : call(
          baseUrl,
          token,
          `/withdrawals/${command.id}/${command.action}`,
          command.action === 'reject' ? { reason: command.reason } : {},
        ),
  );
  if (!succeeded(answer, 'id' in command ? `withdrawal ${command.id}: ` : '')) return 1;
  if (command.action === 'list') {
    const rows = (answer.data as { items: OperatorWithdrawal[] }).items;
    console.log(rows.length === 0 ? `no ${command.status} withdrawals` : formatWithdrawalTable(rows));
  } else {
    console.log(
      command.action === 'approve'
        ? describeApproval(command.id, answer.data as WithdrawalReview)
        : `withdrawal ${command.id} rejected by ${operator}; the amount is back in the user's available balance`,
    );
  }
  return 0;
}

/**
 * The treasury key in the HSM: made there, or its address read. Prints the address alone, so a
 * script can take it (TREASURY_ADDRESS of the api processes, the contracts' roles).
 */
async function hsm(argv: string[]): Promise<number> {
  let command: HsmCommand;
  try {
    command = parseHsmArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${HSM_USAGE}`);
    return 2;
  }
  const token = openToken(loadHsmTokenConfig());
  try {
    const keyPair =
      command.action === 'keygen' ? generateKeyPair(token, command.label) : findKeyPair(token, command.label);
    console.log(keyPair.address);
    return 0;
  } finally {
    token.close();
  }
}

/** Reads a public JSON endpoint of the server (`/api/...`), its `data`. */
async function publicData<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  return ((await response.json()) as Envelope<T>).data;
}

/**
 * The hot float and sweeps, or the Safe transaction that tops the hot wallet up (docs/rules.md
 * "Hot float and sweeps"); the addresses default to the running server's (treasury, USDT).
 */
async function treasury(argv: string[]): Promise<number> {
  let command: TreasuryCommand;
  try {
    command = parseTreasuryArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${TREASURY_USAGE}`);
    return 2;
  }
  // Only the status is an operator's read; a top-up proposal reads public data, or none at all.
  const baseUrl = operatorApiUrl(loadConfig());
  try {
    if (command.action === 'status') {
      const { token } = await connection();
      const answer = await call<TreasuryStatus>(baseUrl, token, '/treasury');
      if (answer.code !== 10000) {
        console.error(`${answer.msg} (code ${answer.code})`);
        return 1;
      }
      console.log(describeTreasury(answer.data));
      return 0;
    }
    const hot =
      command.hot ??
      (await publicData<{ treasuryAddress: Address }>(baseUrl, '/money/config')).treasuryAddress;
    const usdt =
      command.usdt ?? (await publicData<{ contracts: { usdt: Address } }>(baseUrl, '/config')).contracts.usdt;
    console.log(describeTopUpProposal({ usdt, hot, amountWei: command.amountWei }));
    return 0;
  } catch (error) {
    console.error(
      `cannot reach the server at ${baseUrl} (is \`npm start\` running? or give --hot and --usdt): ${(error as Error).message}`,
    );
    return 1;
  }
}

/** The payout runbook (docs/rules.md "Payout runbook"). */
async function payouts(argv: string[]): Promise<number> {
  let command: PayoutsCommand;
  try {
    command = parsePayoutsArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${PAYOUTS_USAGE}`);
    return 2;
  }
  const { baseUrl, token } = await connection();
  const answer = await send(baseUrl, () => {
    if (command.action === 'list') return call(baseUrl, token, '/payouts');
    if (command.action === 'status') return call(baseUrl, token, '/payouts/switch');
    if (command.action === 'stop' || command.action === 'start')
      return call(baseUrl, token, `/payouts/${command.action}`, {});
    const extra =
      command.action === 'returned'
        ? { reason: command.reason }
        : command.action === 'paid'
          ? { txHash: command.txHash }
          : {};
    return call(baseUrl, token, `/payouts/${command.id}/${command.action}`, extra);
  });
  if (!succeeded(answer, 'id' in command ? `withdrawal ${command.id}: ` : '')) return 1;
  if (command.action === 'list') {
    const rows = (answer.data as { items: TroubledPayout[] }).items;
    console.log(rows.length === 0 ? 'no payout needs an operator' : formatPayoutTable(rows));
  } else if (command.action === 'stop' || command.action === 'start' || command.action === 'status')
    console.log(describePayoutSwitch(answer.data as PayoutSwitch));
  else console.log(describePayoutAction(command, answer.data as PayoutAction));
  return 0;
}

/** The mall's shipping commands. */
async function orders(argv: string[]): Promise<number> {
  let command: OrdersCommand;
  try {
    command = parseOrdersArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${ORDERS_USAGE}`);
    return 2;
  }
  const { baseUrl, token } = await connection();
  const answer = await send(baseUrl, () => {
    if (command.action === 'list')
      return call(baseUrl, token, `/mall/orders?status=${command.status}&size=${command.limit}`);
    if (command.action === 'ship') {
      const { carrier, trackingNumber } = command;
      return call(baseUrl, token, `/mall/orders/${command.id}/ship`, { carrier, trackingNumber });
    }
    const { text, location, delivered } = command;
    return call(baseUrl, token, `/mall/orders/${command.id}/events`, { text, location, delivered });
  });
  if (!succeeded(answer, 'id' in command ? `order ${command.id}: ` : '')) return 1;
  if (command.action === 'list') {
    const rows = (answer.data as { items: MallOrder[] }).items;
    console.log(rows.length === 0 ? `no ${command.status} orders` : formatOrderTable(rows));
  } else {
    const order = answer.data as MallOrder;
    console.log(
      `order ${order.id} is ${order.status}${order.carrier ? ` (${order.carrier} ${order.trackingNumber})` : ''}`,
    );
  }
  return 0;
}

/** The on-chain pool's rewards and the ex-rights data. */
async function economy(argv: string[]): Promise<number> {
  let command: EconomyCommand;
  try {
    command = parseEconomyArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${ECONOMY_USAGE}`);
    return 2;
  }
  const { baseUrl, token } = await connection();
  const answer = await send(baseUrl, () => call(baseUrl, token, command.path, command.body));
  if (!succeeded(answer)) return 1;
  if (command.path === '/pool/reward')
    return waitForPoolReward(baseUrl, token, command.done, answer.data as PoolRewardRequest);
  console.log(command.done);
  const report = answer.data as SettlementReport | null;
  if (report && 'byKind' in report) console.log(formatSettlementReport(report).join('\n'));
  return 0;
}

/** Our decision: the CLI follows a pool reward for at most 2 minutes (a BSC block is 3 s, a local one at once). */
const POOL_REWARD_WAIT_MS = 120_000;

/**
 * Follows a requested pool reward until the payout worker has it confirmed or failed, with a
 * progress line; after POOL_REWARD_WAIT_MS it stops waiting and says how to look again.
 */
async function waitForPoolReward(baseUrl: string, token: string, what: string, first: PoolRewardRequest) {
  const started = Date.now();
  let request = first;
  while (request.state === 'requested' && Date.now() - started < POOL_REWARD_WAIT_MS) {
    process.stdout.write(
      `\rpool reward #${request.id} requested, waiting for the payout worker (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const answer = await call<PoolRewardRequest>(baseUrl, token, `/pool/rewards/${request.id}`);
    if (answer.code !== 10000) {
      console.error(`\n${answer.msg} (code ${answer.code})`);
      return 1;
    }
    request = answer.data;
  }
  process.stdout.write('\n');
  if (request.state === 'confirmed')
    console.log(`${what} (transaction ${request.txHash}), pool reward #${request.id} confirmed`);
  else if (request.state === 'failed') console.error(`pool reward #${request.id} failed: ${request.failure}`);
  else
    console.log(
      `${what} #${request.id} is still requested; the payout worker sends it (GET /api/operator/pool/rewards/${request.id})`,
    );
  return request.state === 'failed' ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(
      error instanceof ConfigError || error instanceof OperatorSignInError ? error.message : error,
    );
    process.exit(1);
  },
);
