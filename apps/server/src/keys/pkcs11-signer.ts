import {
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  type LocalAccount,
  serializeSignature,
  serializeTransaction,
} from 'viem';
import { toAccount } from 'viem/accounts';
import { toEthereumSignature } from './ecdsa-signature';
import { findKeyPair, openToken, type Pkcs11Settings, signHash } from './pkcs11-token';

/** A `TreasurySigner` (treasury-signer.ts, which picks this one) of kind `pkcs11`. */
export type Pkcs11Signer = { kind: 'pkcs11'; account: () => LocalAccount; close: () => void };

/**
 * The treasury key in an HSM through PKCS#11 (DESIGN.md "Custody (real money)"): every signature
 * is made inside the token by CKM_ECDSA over the hash viem would sign, so the server holds only
 * a session and a key handle. The session opens on the first `account()`; `close` ends it.
 */
export function pkcs11Signer(settings: Pkcs11Settings): Pkcs11Signer {
  let opened: { account: LocalAccount; close: () => void } | undefined;
  return {
    kind: 'pkcs11',
    account: () => {
      opened ??= openAccount(settings);
      return opened.account;
    },
    close: () => {
      opened?.close();
      opened = undefined;
    },
  };
}

function openAccount(settings: Pkcs11Settings): { account: LocalAccount; close: () => void } {
  const token = openToken(settings);
  try {
    const { privateKey, address } = findKeyPair(token, settings.keyLabel);
    const sign = async (hash: Hex) =>
      toEthereumSignature(signHash(token, privateKey, hexToBytes(hash)), hash, address);
    const account = toAccount({
      address,
      signMessage: async ({ message }) => serializeSignature(await sign(hashMessage(message))),
      signTypedData: async (typedData) => serializeSignature(await sign(hashTypedData(typedData))),
      // As viem's own local account signs (accounts/utils/signTransaction.ts): a blob
      // transaction's hash leaves its sidecars out.
      signTransaction: async (transaction, options) => {
        const serializer = options?.serializer ?? serializeTransaction;
        const signable = transaction.type === 'eip4844' ? { ...transaction, sidecars: false } : transaction;
        const signature = await sign(keccak256(await serializer(signable)));
        return serializer(transaction, signature);
      },
    });
    return { account, close: token.close };
  } catch (error) {
    token.close();
    throw error;
  }
}
