import { constants, createDecipheriv, type KeyObject, privateDecrypt } from 'node:crypto';
import { AppError } from '../../http/app-error';

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Server side of the encrypted login (see packages/shared/src/login-crypto.ts): unwraps the
 * AES-256-GCM key from the `key` header with RSA-OAEP-SHA256, then opens `data` (ciphertext
 * followed by the 16-byte tag). Any failure is one error: the caller learns nothing about
 * which step failed.
 */
export function decryptLoginBody(
  privateKey: KeyObject,
  keyHeader: string | undefined,
  iv: string,
  data: string,
): unknown {
  if (!keyHeader) throw new AppError('loginBodyUnreadable');
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      strictBase64(keyHeader),
    );
    const ivBytes = strictBase64(iv);
    const sealed = strictBase64(data);
    if (aesKey.length !== AES_KEY_BYTES || ivBytes.length !== IV_BYTES || sealed.length <= TAG_BYTES) {
      throw new Error('bad sizes');
    }
    const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plaintext = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plaintext.toString('utf8'));
  } catch {
    throw new AppError('loginBodyUnreadable');
  }
}

function strictBase64(value: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw new Error('not base64');
  return Buffer.from(value, 'base64');
}
