import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Handle, PKCS11 } from 'pkcs11js';
import type { Address } from 'viem';
import { addressFromEcPoint, SECP256K1_EC_PARAMS } from './ec-point';

/** Where the treasury key lives in an HSM (README "The treasury key in an HSM"). */
export type Pkcs11Settings = {
  /** PKCS11_LIBRARY: the vendor's PKCS#11 module (.so). */
  library: string;
  /** PKCS11_TOKEN_LABEL: the token (slot) holding the key. */
  tokenLabel: string;
  /** PKCS11_PIN_FILE: the user PIN, in a file only its owner reads. */
  pinFile: string;
  /** PKCS11_KEY_LABEL: CKA_LABEL of the key pair. */
  keyLabel: string;
};

/** A logged-in session on one token. `close` logs out and, with the last one, finalizes the module. */
export type Pkcs11Token = { pkcs11: PKCS11; session: Handle; close: () => void };

/** The key pair with a label: the private key's handle, and the address of its public key. */
export type Pkcs11KeyPair = { privateKey: Handle; address: Address };

type Pkcs11Addon = typeof import('pkcs11js');
let loadedAddon: Pkcs11Addon | undefined;

/**
 * The native PKCS#11 addon, loaded at first use: a process with the file signer (the local run, a
 * machine without build tools) never needs it compiled.
 */
function addon(): Pkcs11Addon {
  loadedAddon ??= createRequire(import.meta.url)('pkcs11js') as Pkcs11Addon;
  return loadedAddon;
}

// PKCS#11 is initialised once per process per module (PKCS#11 v2.40 section 5.4, C_Initialize):
// a second signer or the CLI on the same module shares it, and the last to close finalizes it.
const loaded = new Map<string, { pkcs11: PKCS11; users: number }>();

function loadModule(library: string): PKCS11 {
  const entry = loaded.get(library);
  if (entry) {
    entry.users++;
    return entry.pkcs11;
  }
  const pkcs11 = new (addon().PKCS11)();
  pkcs11.load(library);
  pkcs11.C_Initialize();
  loaded.set(library, { pkcs11, users: 1 });
  return pkcs11;
}

function releaseModule(library: string): void {
  const entry = loaded.get(library);
  if (!entry) return;
  entry.users--;
  if (entry.users > 0) return;
  loaded.delete(library);
  entry.pkcs11.C_Finalize();
  entry.pkcs11.close();
}

/** Opens a read-write session on the token labelled `tokenLabel` and logs in as its user. */
export function openToken(settings: Omit<Pkcs11Settings, 'keyLabel'>): Pkcs11Token {
  const pkcs11 = loadModule(settings.library);
  try {
    const slot = pkcs11
      .C_GetSlotList(true)
      .find((s) => pkcs11.C_GetTokenInfo(s).label.trim() === settings.tokenLabel);
    if (!slot) throw new Error(`no PKCS#11 token is labelled "${settings.tokenLabel}"`);
    const session = pkcs11.C_OpenSession(slot, addon().CKF_SERIAL_SESSION | addon().CKF_RW_SESSION);
    try {
      pkcs11.C_Login(session, addon().CKU_USER, readFileSync(settings.pinFile, 'utf8').trim());
    } catch (error) {
      pkcs11.C_CloseSession(session);
      throw error;
    }
    const close = () => {
      pkcs11.C_Logout(session);
      pkcs11.C_CloseSession(session);
      releaseModule(settings.library);
    };
    return { pkcs11, session, close };
  } catch (error) {
    releaseModule(settings.library);
    throw error;
  }
}

function findObjects(token: Pkcs11Token, objectClass: number, label: string): Handle[] {
  const { pkcs11, session } = token;
  pkcs11.C_FindObjectsInit(session, [
    { type: addon().CKA_CLASS, value: objectClass },
    { type: addon().CKA_LABEL, value: label },
  ]);
  try {
    return pkcs11.C_FindObjects(session, 4);
  } finally {
    pkcs11.C_FindObjectsFinal(session);
  }
}

function ecPointAddress(token: Pkcs11Token, publicKey: Handle): Address {
  const [point] = token.pkcs11.C_GetAttributeValue(token.session, publicKey, [
    { type: addon().CKA_EC_POINT },
  ]);
  if (!point?.value) throw new Error('the public key has no CKA_EC_POINT');
  return addressFromEcPoint(point.value);
}

/** The key pair labelled `label`; throws when there is none, or more than one (which of them would sign is a guess). */
export function findKeyPair(token: Pkcs11Token, label: string): Pkcs11KeyPair {
  const [privateKey, ...otherPrivate] = findObjects(token, addon().CKO_PRIVATE_KEY, label);
  const [publicKey, ...otherPublic] = findObjects(token, addon().CKO_PUBLIC_KEY, label);
  if (!privateKey || !publicKey)
    throw new Error(`the token holds no key pair labelled "${label}" (npm run operator -- hsm keygen)`);
  if (otherPrivate.length > 0 || otherPublic.length > 0)
    throw new Error(`the token holds more than one key labelled "${label}"; refusing to guess`);
  return { privateKey, address: ecPointAddress(token, publicKey) };
}

/**
 * Generates a secp256k1 key pair inside the token (CKM_EC_KEY_PAIR_GEN), labelled `label`. The
 * private key is a token object behind the user PIN, sensitive and never extractable, so its
 * value never leaves the HSM (DESIGN.md "Custody (real money)"). Refuses a label already used.
 */
export function generateKeyPair(token: Pkcs11Token, label: string): Pkcs11KeyPair {
  if (findObjects(token, addon().CKO_PRIVATE_KEY, label).length > 0)
    throw new Error(`the token already holds a key labelled "${label}"`);
  const id = randomBytes(16);
  const common = [
    { type: addon().CKA_KEY_TYPE, value: addon().CKK_EC },
    { type: addon().CKA_TOKEN, value: true },
    { type: addon().CKA_LABEL, value: label },
    { type: addon().CKA_ID, value: id },
  ];
  const keys = token.pkcs11.C_GenerateKeyPair(
    token.session,
    { mechanism: addon().CKM_EC_KEY_PAIR_GEN },
    [
      ...common,
      { type: addon().CKA_CLASS, value: addon().CKO_PUBLIC_KEY },
      { type: addon().CKA_EC_PARAMS, value: SECP256K1_EC_PARAMS },
      { type: addon().CKA_VERIFY, value: true },
    ],
    [
      ...common,
      { type: addon().CKA_CLASS, value: addon().CKO_PRIVATE_KEY },
      { type: addon().CKA_PRIVATE, value: true },
      { type: addon().CKA_SENSITIVE, value: true },
      { type: addon().CKA_EXTRACTABLE, value: false },
      { type: addon().CKA_SIGN, value: true },
    ],
  );
  return { privateKey: keys.privateKey, address: ecPointAddress(token, keys.publicKey) };
}

/** CKM_ECDSA over a 32-byte hash, inside the token: r||s, 64 bytes. */
export function signHash(token: Pkcs11Token, privateKey: Handle, hash: Uint8Array): Buffer {
  // Init and sign run back to back with no await between them, so two payouts signing at once
  // never interleave on the one session (PKCS#11 allows one signing operation per session).
  token.pkcs11.C_SignInit(token.session, { mechanism: addon().CKM_ECDSA }, privateKey);
  return token.pkcs11.C_Sign(token.session, Buffer.from(hash), Buffer.alloc(64));
}
