import { type Address, type Hex, keccak256, numberToHex, toHex } from 'viem';

/** A call as the node sees it: eth_call, eth_estimateGas and eth_sendTransaction alike. */
export type NodeCall = { from?: Address; to: Address; data: Hex };

/** Thrown by a test's `call` to make the node revert with this data (a custom error's encoding). */
export class Revert extends Error {
  constructor(readonly data: Hex) {
    super('execution reverted');
  }
}

export type FakeChainNode = {
  /** The return data of a call, or `throw new Revert(data)`; a sent transaction is checked by it too. */
  call: (call: NodeCall) => Hex;
  /**
   * How a sent transaction ends once it is looked for: mined and successful by default, mined
   * and reverted, or still pending (no receipt yet; `release` mines it).
   */
  mined?: (call: NodeCall) => 'success' | 'reverted' | 'pending';
};

export type FakeChain = {
  fetch: typeof fetch;
  /** Every transaction sent, in order, and its hash. */
  sent: NodeCall[];
  hashes: Hex[];
  /** Mines the pending transactions in a new block, each with the status given. */
  release: (status: 'success' | 'reverted') => void;
};

/**
 * The JSON-RPC node the app's wagmi config talks to over HTTP (its `http` transport, and the dev
 * wallet's mock connector, which sends transactions to the node as anvil signs them), as a fetch
 * for `rpcUrl`: the wallet and chain boundary of a component test, the app's own wagmi wiring
 * left whole. A revert answers as anvil does (code 3, the revert data in `data`).
 */
export function fakeChain(rpcUrl: string, chainId: number, node: FakeChainNode): FakeChain {
  const sent: NodeCall[] = [];
  const receipts = new Map<Hex, { status: 'success' | 'reverted' | 'pending'; block: bigint }>();
  // The chain's head: a transaction sent is mined in it at once, or in the next block on release.
  let head = 16n;

  function answer(method: string, params: unknown[]): unknown {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'eth_blockNumber':
        return numberToHex(head);
      case 'eth_call':
        return node.call(params[0] as NodeCall);
      case 'eth_estimateGas':
        node.call(params[0] as NodeCall);
        return numberToHex(100_000n);
      case 'eth_gasPrice':
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(1_000_000_000n);
      case 'eth_getTransactionCount':
        return numberToHex(sent.length);
      case 'eth_getBlockByNumber':
        return block(head);
      case 'eth_sendTransaction': {
        const tx = params[0] as NodeCall;
        node.call(tx);
        sent.push(tx);
        const hash = hashOf(sent.length - 1);
        receipts.set(hash, { status: node.mined?.(tx) ?? 'success', block: head });
        return hash;
      }
      case 'eth_getTransactionReceipt': {
        const hash = params[0] as Hex;
        const mined = receipts.get(hash);
        return mined === undefined || mined.status === 'pending'
          ? null
          : receipt(hash, mined.status, mined.block);
      }
      case 'eth_getTransactionByHash': {
        const hash = params[0] as Hex;
        const index = sent.findIndex((_, i) => hashOf(i) === hash);
        const mined = receipts.get(hash);
        return index < 0 || !mined ? null : transaction(hash, sent[index] as NodeCall, index, chainId, mined);
      }
      default:
        throw Object.assign(new Error(`the fake node does not answer ${method}`), { code: -32601 });
    }
  }

  const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).href !== new URL(rpcUrl).href) throw new Error(`unexpected fetch of ${url}`);
    const text = init?.body ?? (input instanceof Request ? await input.text() : undefined);
    const body = JSON.parse(String(text)) as
      | { id: number; method: string; params?: unknown[] }
      | { id: number; method: string; params?: unknown[] }[];
    const one = ({ id, method, params = [] }: { id: number; method: string; params?: unknown[] }) => {
      try {
        return { jsonrpc: '2.0', id, result: answer(method, params) };
      } catch (error) {
        if (error instanceof Revert) {
          return { jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data: error.data } };
        }
        const code = (error as { code?: number }).code ?? -32603;
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } };
      }
    };
    const reply = Array.isArray(body) ? body.map(one) : one(body);
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;

  return {
    fetch: fetchFake,
    sent,
    get hashes() {
      return sent.map((_, index) => hashOf(index));
    },
    release: (status) => {
      head += 1n;
      for (const [hash, mined] of receipts) {
        if (mined.status === 'pending') receipts.set(hash, { status, block: head });
      }
    },
  };
}

/** The hash of the `index`th transaction sent. */
const hashOf = (index: number): Hex => keccak256(toHex(`tx-${index}`));

function transaction(
  hash: Hex,
  call: NodeCall,
  index: number,
  chainId: number,
  mined: { status: string; block: bigint },
) {
  const pending = mined.status === 'pending';
  return {
    hash,
    from: call.from ?? '0x0000000000000000000000000000000000000001',
    to: call.to,
    input: call.data,
    nonce: numberToHex(index),
    gas: numberToHex(100_000n),
    value: '0x0',
    type: '0x2',
    chainId: numberToHex(chainId),
    maxFeePerGas: numberToHex(2_000_000_000n),
    maxPriorityFeePerGas: numberToHex(1_000_000_000n),
    blockHash: pending ? null : keccak256(toHex('block')),
    blockNumber: pending ? null : numberToHex(mined.block),
    transactionIndex: pending ? null : '0x0',
    v: '0x0',
    r: keccak256(toHex('r')),
    s: keccak256(toHex('s')),
    yParity: '0x0',
    accessList: [],
  };
}

function block(number: bigint) {
  return {
    number: numberToHex(number),
    hash: keccak256(toHex('block')),
    parentHash: keccak256(toHex('parent')),
    timestamp: numberToHex(1_700_000_000n),
    baseFeePerGas: numberToHex(1_000_000_000n),
    gasLimit: numberToHex(30_000_000n),
    gasUsed: '0x0',
    transactions: [],
    difficulty: '0x0',
    extraData: '0x',
    logsBloom: `0x${'00'.repeat(256)}`,
    miner: '0x0000000000000000000000000000000000000000',
    nonce: '0x0000000000000000',
    sha3Uncles: keccak256(toHex('uncles')),
    size: '0x0',
    stateRoot: keccak256(toHex('state')),
    receiptsRoot: keccak256(toHex('receipts')),
    transactionsRoot: keccak256(toHex('transactions')),
    uncles: [],
  };
}

function receipt(hash: Hex, status: 'success' | 'reverted', blockNumber: bigint) {
  return {
    transactionHash: hash,
    transactionIndex: '0x0',
    blockHash: keccak256(toHex('block')),
    blockNumber: numberToHex(blockNumber),
    from: '0x0000000000000000000000000000000000000001',
    to: '0x0000000000000000000000000000000000000002',
    contractAddress: null,
    cumulativeGasUsed: numberToHex(100_000n),
    gasUsed: numberToHex(100_000n),
    effectiveGasPrice: numberToHex(1_000_000_000n),
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    status: status === 'success' ? '0x1' : '0x0',
    type: '0x2',
  };
}
