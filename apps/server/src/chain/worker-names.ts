/**
 * The names the chain's workers report under: in readiness and the transparency problems
 * (`<name> halted: <reason>`) and as the keys of their shared state (`worker_states`).
 */
export const DEPOSIT_INDEXER = 'deposit indexer';
export const PAYOUT_WORKER = 'payout worker';
/** The start-up check of a local chain against its database (README "If the local chain is behind"). */
export const LOCAL_CHAIN_WORKER = 'local chain';
