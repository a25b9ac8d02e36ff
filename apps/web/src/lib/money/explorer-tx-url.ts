/**
 * A transaction's page on the chain's block explorer (SPEC 3 `chianmsg` explorer URL), or
 * undefined when the chain has no explorer (the local chain) or the hash is not a hash.
 */
export function explorerTxUrl(
  explorerBaseUrl: string | undefined,
  txHash: string | null | undefined,
): string | undefined {
  if (!explorerBaseUrl || !txHash || !/^0x[0-9a-fA-F]{64}$/.test(txHash)) return undefined;
  return `${explorerBaseUrl.replace(/\/+$/, '')}/tx/${txHash}`;
}

/** A hash shortened for a row: 0x1234…cdef. */
export function shortenHash(hash: string): string {
  return hash.length <= 14 ? hash : `${hash.slice(0, 6)}…${hash.slice(-4)}`;
}
