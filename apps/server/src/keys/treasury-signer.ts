import type { LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadOrCreateDevKey, readPrivateKeyFile } from './dev-key';
import { pkcs11Signer } from './pkcs11-signer';
import type { Pkcs11Settings } from './pkcs11-token';

/**
 * TREASURY_SIGNER values: where the treasury's key lives. `file` reads it from a file (the local
 * chain); `pkcs11` keeps it in an HSM and signs there (production).
 */
export const TREASURY_SIGNER_KINDS = ['file', 'pkcs11'] as const;
export type TreasurySignerKind = (typeof TREASURY_SIGNER_KINDS)[number];

/**
 * Where a signing key lives (the treasury: payouts, the pool; the liabilities publisher). The
 * server only ever holds the viem account it makes, so a remote signer or a KMS is another
 * implementation of this type and nothing else changes (README "The treasury key and a remote
 * signer"): viem's `toAccount({ address, signMessage, signTransaction, signTypedData })` with
 * each function asking the signer.
 */
export type TreasurySigner = {
  kind: TreasurySignerKind;
  /** The account that signs. Its fields hold the address, never the key. */
  account: () => LocalAccount;
  /** Ends what the signer holds open (an HSM session), where it holds anything. */
  close?: () => void;
};

/**
 * The key in a file (`0x` and 64 hex digits), read once; generated on first start where
 * `generateIfMissing` (the local chain only: production keys are never generated).
 */
export function fileSigner(file: string, generateIfMissing: boolean): TreasurySigner {
  return {
    kind: 'file',
    account: () =>
      privateKeyToAccount(generateIfMissing ? loadOrCreateDevKey(file) : readPrivateKeyFile(file)),
  };
}

/** The treasury's signer as TREASURY_SIGNER selects it. */
export function treasurySigner(config: {
  treasurySigner: TreasurySignerKind;
  treasuryKeyFile: string;
  pkcs11: Pkcs11Settings | undefined;
  isLocalChain: boolean;
}): TreasurySigner {
  switch (config.treasurySigner) {
    case 'file':
      return fileSigner(config.treasuryKeyFile, config.isLocalChain);
    case 'pkcs11':
      // The configuration refuses pkcs11 without its four settings (config/env-readers.ts).
      if (!config.pkcs11) throw new Error('TREASURY_SIGNER=pkcs11 needs the PKCS11_* settings');
      return pkcs11Signer(config.pkcs11);
  }
}
