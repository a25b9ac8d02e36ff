import type { AppConfig } from '@woohoo/shared/api/config';

/** The element the server embeds GET /api/config's answer in (apps/server plugins/app-shell-html.ts). */
const EMBEDDED_CONFIG_ID = 'app-config';

/**
 * The app config the server embedded in index.html, so the first render needs no round trip for
 * it; undefined when there is none (the Vite dev server) or it is not readable JSON, and the app
 * then asks GET /api/config as before.
 */
export function readEmbeddedConfig(doc: Pick<Document, 'getElementById'> | undefined): AppConfig | undefined {
  const text = doc?.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isAppConfig(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { chain, contracts, rsaPublicKey } = value as Partial<Record<keyof AppConfig, unknown>>;
  return (
    typeof chain === 'object' &&
    chain !== null &&
    typeof contracts === 'object' &&
    typeof rsaPublicKey === 'string'
  );
}
