/** The server accepts keys up to 255 characters; a UUID is 36. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** A request's key and the form it was made for (asset, amount, recipient: whatever the body holds). */
export type IdempotencyKeyState = { key: string; fingerprint: string };

/**
 * A fresh random key: crypto.randomUUID where the browser has it (secure contexts), else a
 * version 4 UUID from crypto.getRandomValues (an http page on a LAN address has no randomUUID).
 */
export function createIdempotencyKey(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * STYLE "Money and jobs": the key for opening a confirmation. Retrying the same confirmation
 * (same form) reuses the key, so the server answers with the first result instead of paying
 * twice; a changed form gets a new key (the server would refuse an old key with another body,
 * 40920). After a success the caller drops the state, so the next payment gets a new key.
 */
export function nextIdempotencyKey(
  current: IdempotencyKeyState | undefined,
  fingerprint: string,
  generate: () => string = createIdempotencyKey,
): IdempotencyKeyState {
  if (current && current.fingerprint === fingerprint) return current;
  return { key: generate(), fingerprint };
}
