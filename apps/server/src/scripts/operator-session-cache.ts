import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** One server's cached operator session: whose it is, the bearer token and when it ends. */
export type CachedSession = { address: string; token: string; expiresAt: string };
type Sessions = Record<string, CachedSession>;

/**
 * Our decision: a cached session is not used in its last minute, so a command never starts with a
 * token that ends halfway through it.
 */
export const SESSION_END_MARGIN_MS = 60_000;

/**
 * Where `npm run operator -- login` keeps its sessions: `$XDG_CONFIG_HOME/woohoo/operator-sessions.json`
 * (default `~/.config`), the file 0600 in a 0700 folder, one session per server URL and wallet. Our decision
 * (docs/rules.md "Operators, the audit and balance adjustments"): cached rather than in memory, so one
 * sign-in (one `operator.login` in the audit) serves a working session of commands; it holds a
 * bearer token of at most 12 hours, never the key.
 */
export function sessionCacheFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'woohoo', 'operator-sessions.json');
}

/** `--key-file <path>` or `--key-file=<path>` taken out of the command line, wherever it stands. */
export function takeKeyFileArg(argv: readonly string[]): { keyFile: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let keyFile: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--key-file') {
      keyFile = argv[++i];
      if (!keyFile) throw new Error('--key-file needs the path of the operator key file');
    } else if (arg.startsWith('--key-file=')) keyFile = arg.slice('--key-file='.length);
    else rest.push(arg);
  }
  return { keyFile, rest };
}

/** Where a session is filed: per server and wallet, so two operators' keys on one machine keep theirs. */
export function sessionKey(baseUrl: string, address: string): string {
  return `${baseUrl} ${address}`;
}

/** The session cached for `baseUrl` and `address`, when it still has more than a minute left. */
export function usableSession(
  sessions: Sessions,
  baseUrl: string,
  address: string,
  nowMs: number,
): CachedSession | undefined {
  const session = sessions[sessionKey(baseUrl, address)];
  if (!session || session.address !== address) return undefined;
  return Date.parse(session.expiresAt) - SESSION_END_MARGIN_MS > nowMs ? session : undefined;
}

export function readSessions(file: string): Sessions {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Sessions) : {};
  } catch {
    return {};
  }
}

/** Records (or, with undefined, forgets) the session filed under `key`; the file stays owner-only. */
export function writeSession(file: string, key: string, session: CachedSession | undefined): void {
  const sessions = readSessions(file);
  if (session) sessions[key] = session;
  else delete sessions[key];
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(sessions, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}
