import type { AppConfig } from '@woohoo/shared/api/config';

/**
 * The last GET /api/config answer, kept in localStorage so that the app still opens offline. Only
 * the config: it is public and changes with a deployment, unlike balances and records, which are
 * never stored (the service worker never caches /api/ either).
 */
export const LAST_APP_CONFIG_KEY = 'woohoo.appConfig';

/** The stored config, or null when there is none or it is not a config (an older format). */
export function parseStoredAppConfig(text: string | null): AppConfig | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isAppConfig(value) ? value : null;
  } catch {
    return null;
  }
}

function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<Record<keyof AppConfig, unknown>>;
  const chain = config.chain as { chainId?: unknown; rpcUrls?: unknown } | undefined;
  return (
    typeof chain?.chainId === 'number' &&
    Array.isArray(chain.rpcUrls) &&
    typeof config.contracts === 'object' &&
    config.contracts !== null &&
    typeof config.rsaPublicKey === 'string' &&
    typeof config.publicOrigin === 'string' &&
    Array.isArray(config.languages) &&
    typeof config.devWallet === 'boolean'
  );
}

export function readLastAppConfig(): AppConfig | null {
  try {
    return parseStoredAppConfig(localStorage.getItem(LAST_APP_CONFIG_KEY));
  } catch {
    return null; // storage blocked
  }
}

export function saveLastAppConfig(config: AppConfig): void {
  try {
    localStorage.setItem(LAST_APP_CONFIG_KEY, JSON.stringify(config));
  } catch {
    // storage blocked or full: the app then needs the network to start, as before
  }
}
