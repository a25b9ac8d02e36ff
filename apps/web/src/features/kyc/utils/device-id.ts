/** localStorage key of this browser installation's id, recorded with KYC1 (SPEC 3 "device"). */
export const DEVICE_ID_KEY = 'woohoo.deviceId';

/** What the server accepts as a device id (packages/shared/src/api/kyc.ts). */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Kept for the page's life when storage is blocked (private mode), so one visit sends one id. */
let fallbackId: string | undefined;

/** 16 random bytes as 32 hex digits. */
export function createDeviceId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The id of this browser installation, created once and kept in localStorage; the server records
 * it beside the IP when KYC1 completes (SPEC 2 "device ID binding"). A stored value that is not
 * a valid id is replaced.
 */
export function getDeviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
    const id = createDeviceId();
    storage?.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    fallbackId ??= createDeviceId();
    return fallbackId;
  }
}
