import { parseArgs } from 'node:util';
import { UsageError } from './operator-cli';

/**
 * `npm run operator -- hsm keygen --label <label>`: makes the treasury's secp256k1 key inside the
 * HSM (PKCS11_LIBRARY, PKCS11_TOKEN_LABEL, PKCS11_PIN_FILE) and prints only its address.
 * `npm run operator -- hsm address --label <label>`: prints the address of the key with that label.
 * Talks to the token, not to the server (README "The treasury key in an HSM").
 */
export const HSM_USAGE = `       npm run operator -- hsm keygen --label <key label>
       npm run operator -- hsm address --label <key label>`;

export type HsmCommand = { action: 'keygen' | 'address'; label: string };

/** Reads `hsm ...`; throws a UsageError with what is wrong. */
export function parseHsmArgs(argv: readonly string[]): HsmCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { label: { type: 'string' } },
  });
  const [topic, action, ...rest] = positionals;
  if (topic !== 'hsm' || rest.length > 0 || (action !== 'keygen' && action !== 'address'))
    throw new UsageError('unknown command');
  const label = values.label?.trim();
  // A CKA_LABEL is free text to PKCS#11; ours stay printable so that an operator can type them.
  if (!label || !/^[\x21-\x7e]{1,64}$/.test(label))
    throw new UsageError(`${action} needs --label, 1 to 64 printable characters without spaces`);
  return { action, label };
}
