/**
 * The only place that reads the build environment (STYLE "Config is validated once").
 * `VITE_API_BASE_URL` is optional: empty means the API is on the same origin (production serves
 * the web app and the API on one port; the dev server proxies `/api`).
 */
export type WebEnv = { apiBaseUrl: string };

/** Validates the raw environment and returns the app's settings, or throws listing what is wrong. */
export function parseWebEnv(raw: { VITE_API_BASE_URL?: string | undefined }): WebEnv {
  const base = (raw.VITE_API_BASE_URL ?? '').trim();
  if (base !== '' && !/^https?:\/\/[^/]+(\/.*)?$/.test(base)) {
    throw new Error(`VITE_API_BASE_URL must be an http(s) URL or empty, got "${base}"`);
  }
  return { apiBaseUrl: base.replace(/\/+$/, '') };
}

export const env: WebEnv = parseWebEnv(import.meta.env);
