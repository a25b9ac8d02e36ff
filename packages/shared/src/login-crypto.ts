import type { LoginPayload } from './api/auth';
import { base64ToBytes, bytesToBase64 } from './base64';

/**
 * Client side of the encrypted login (SPEC 7, DESIGN "API"), written with WebCrypto so that
 * browsers, tests and any other client share it:
 * 1. a fresh random AES-256-GCM key and 12-byte IV per request;
 * 2. body `{ iv, data }` where `data` is base64(ciphertext followed by the 16-byte GCM tag) of
 *    the JSON payload `{ message, signature, referrer? }`;
 * 3. the raw AES key wrapped with RSA-OAEP-SHA256 under the server's SPKI public key, sent
 *    base64 in the `key` header.
 */
export async function encryptLoginPayload(
  publicKeyPem: string,
  payload: LoginPayload,
): Promise<{ key: string; body: { iv: string; data: string } }> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const rawAesKey = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aesKey = await subtle.importKey('raw', rawAesKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = await subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aesKey, plaintext);
  const wrappedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawAesKey);
  return {
    key: bytesToBase64(new Uint8Array(wrappedKey)),
    body: { iv: bytesToBase64(iv), data: bytesToBase64(new Uint8Array(sealed)) },
  };
}

/** Turns a PEM (`-----BEGIN PUBLIC KEY-----`) into its DER bytes. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  return base64ToBytes(base64);
}
