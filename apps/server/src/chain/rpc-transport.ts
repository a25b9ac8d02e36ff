import { BaseError, fallback, HttpRequestError, http, TimeoutError, type Transport } from 'viem';

/** How one configured RPC fared last time it was asked (README "Chain RPCs"). */
export type RpcHealth = {
  /** `1:host:port`: its rank and host; never the path or query, where providers put API keys. */
  rpc: string;
  /** False while the last request to it failed to get an answer (refused, timed out, HTTP error). */
  up: boolean;
  /** The one that answered the newest request. */
  active: boolean;
  /** Requests that got no answer from it since the start. */
  failures: number;
};

export type RpcTransportOptions = {
  /** Each request's timeout at one RPC before the next is asked. */
  timeoutMs?: number;
  /** Rounds over the whole list before a request fails. */
  retryCount?: number;
  /**
   * Ping every RPC (`eth_blockNumber`) this often and rank them by how many of their last ten
   * pings they answered, the listed order breaking ties (viem's `fallback` `rank`, latency not
   * weighed): a dead or flaky RPC moves behind the healthy ones and is no longer asked first.
   * Undefined or 0 keeps the listed order, however the RPCs fare.
   */
  rankIntervalMs?: number;
};

/** README "Chain RPCs": a silent RPC holds a request this long before the next one is asked. */
export const DEFAULT_RPC_TIMEOUT_MS = 5_000;
/** README "Chain RPCs": one more round over the list after every RPC failed once, after 150 ms. */
export const DEFAULT_RPC_RETRY_COUNT = 1;
/** README "Chain RPCs": with several RPCs, each is pinged every 10 s to rank them. */
export const DEFAULT_RPC_RANK_INTERVAL_MS = 10_000;

/** The label of an RPC in logs and metrics: its rank and host only. */
export function rpcLabel(url: string, index: number): string {
  return `${index + 1}:${new URL(url).host}`;
}

/** True for an error that says the RPC did not answer at all, as opposed to answering with an error. */
export function isUnanswered(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
  );
}

/**
 * One transport over the ranked RPCs (CHAIN_RPC_URLS), viem's `fallback`: each request goes to
 * the first RPC, and to the next when it gets no answer, retried over the list (viem also asks
 * the next one after a JSON-RPC error other than a revert). An RPC that answered, even with an
 * error, counts as up. `health()` tells which RPC answered last and which are down, for /metrics.
 */
export function createRpcTransport(
  urls: readonly string[],
  options: RpcTransportOptions = {},
): { transport: Transport; health: () => RpcHealth[] } {
  if (urls.length === 0) throw new Error('no chain RPC URL');
  const states = urls.map((url, index) => ({ rpc: rpcLabel(url, index), up: true, failures: 0 }));
  let active = 0;
  const timeout = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
  const tracked = urls.map((url, index): Transport => {
    const inner = http(url, { timeout, retryCount: 0 });
    return (params) => {
      const transport = inner(params);
      const state = states[index];
      const request = (async (
        args: Parameters<typeof transport.request>[0],
        requestOptions?: Parameters<typeof transport.request>[1],
      ) => {
        try {
          const result = await transport.request(args, requestOptions);
          if (state) state.up = true;
          active = index;
          return result;
        } catch (error) {
          if (state && isUnanswered(error)) {
            state.up = false;
            state.failures++;
          } else {
            if (state) state.up = true;
            active = index;
          }
          throw error;
        }
      }) as typeof transport.request;
      return { ...transport, request };
    };
  });
  const transport = fallback(tracked, {
    retryCount: options.retryCount ?? DEFAULT_RPC_RETRY_COUNT,
    rank:
      urls.length > 1 && options.rankIntervalMs
        ? {
            interval: options.rankIntervalMs,
            timeout,
            // Stability alone: among RPCs that answer, the operator's order stands (the sort is stable).
            weights: { latency: 0, stability: 1 },
            ping: ({ transport: pinged }) => pinged.request({ method: 'eth_blockNumber' }),
          }
        : false,
  });
  const health = () => states.map((state, index) => ({ ...state, active: index === active }));
  return { transport, health };
}
