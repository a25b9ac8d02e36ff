import { timelockControllerAbi } from '@woohoo/contracts/abis';
import type { CustodyAddresses } from '@woohoo/contracts/addresses';
import { CONTRACT_ROLES, readOwners, readRoleHoldings } from '@woohoo/contracts/custody-roles';
import { safeL2Artifact } from '@woohoo/contracts/safe/safe-artifacts';
import type { CustodyReport, RoleHolder, ScheduledChange } from '@woohoo/shared/api/transparency';
import { type Address, getAbiItem, getAddress, type Hex, isAddressEqual, type PublicClient } from 'viem';
import { describeTimelockCall, type NamedContracts } from './describe-timelock-call';

/** What the custody report reads: the chain, the recorded contracts, the hot wallet, where to look from. */
export type CustodySource = {
  publicClient: PublicClient;
  contracts: Pick<
    CustodyAddresses,
    'funding' | 'recharge' | 'payouts' | 'timelock' | 'safe' | 'liabilitiesRoots'
  >;
  hotWallet: Address;
  /** The first block to read events from (INDEXER_START_BLOCK: the deployment's). */
  fromBlock: bigint;
  /** The largest block range one getLogs call may ask for (INDEXER_MAX_BLOCK_RANGE, as the indexer). */
  maxBlockRange: number;
  now?: () => Date;
};

/** Our decision: a public report read from the chain is kept 30 s, so reloads never reach the RPC. */
export const CUSTODY_REPORT_TTL_MS = 30_000;

// The events as the compiled contracts declare them (@woohoo/contracts/abis), not copied here:
// RoleGranted is OpenZeppelin AccessControl's, the same in the timelock and in our contracts.
const CALL_SCHEDULED = getAbiItem({ abi: timelockControllerAbi, name: 'CallScheduled' });
const ROLE_GRANTED = getAbiItem({ abi: timelockControllerAbi, name: 'RoleGranted' });
/** getTimestamp: 0 unknown or cancelled, 1 executed (OpenZeppelin's _DONE_TIMESTAMP), else when ready. */
const DONE_TIMESTAMP = 1n;

/** The custody report, read at most once per {@link CUSTODY_REPORT_TTL_MS} and shared by every caller meanwhile. */
export function createCustodyReport(source: CustodySource): () => Promise<CustodyReport> {
  const now = source.now ?? (() => new Date());
  let cached: { at: number; report: Promise<CustodyReport> } | undefined;
  return () => {
    const at = now().getTime();
    if (!cached || at - cached.at >= CUSTODY_REPORT_TTL_MS) {
      const report = readCustodyReport(source, now());
      cached = { at, report };
      // A failed read is not kept: the next request tries the chain again.
      report.catch(() => {
        if (cached?.report === report) cached = undefined;
      });
    }
    return cached.report;
  };
}

/** Reads who holds what and the timelock's pending operations from the chain. */
export async function readCustodyReport(source: CustodySource, now: Date): Promise<CustodyReport> {
  const { publicClient, contracts } = source;
  const safeRead = { address: contracts.safe, abi: safeL2Artifact.abi } as const;
  const [minDelay, safeOwners, threshold, owners, roles, scheduled] = await Promise.all([
    publicClient.readContract({
      address: contracts.timelock,
      abi: timelockControllerAbi,
      functionName: 'getMinDelay',
    }),
    publicClient.readContract({ ...safeRead, functionName: 'getOwners' }),
    publicClient.readContract({ ...safeRead, functionName: 'getThreshold' }),
    readOwners(publicClient, contracts),
    readRoles(source),
    readScheduledChanges(source),
  ]);
  const guardians = roles
    .filter((h) => h.role === 'GUARDIAN_ROLE' && h.holder === 'other')
    .map((h) => h.account)
    .filter((account, index, all) => all.indexOf(account) === index);
  return {
    generatedAt: now.toISOString(),
    timelock: { address: contracts.timelock, minDelaySec: Number(minDelay) },
    safe: { address: contracts.safe, owners: [...safeOwners], threshold: Number(threshold) },
    hotWallet: getAddress(source.hotWallet),
    guardians,
    owners: [
      { contract: 'funding', owner: owners.funding.owner },
      { contract: 'recharge', owner: owners.recharge.owner },
    ],
    roles,
    scheduled,
  };
}

/**
 * Every current role holder: the accounts ever granted a role (RoleGranted since `fromBlock`) plus
 * the timelock, the Safe and the hot wallet, each read back with `hasRole` (a revoked grant drops out).
 */
async function readRoles(source: CustodySource): Promise<RoleHolder[]> {
  const { publicClient, contracts } = source;
  const addresses = (Object.keys(CONTRACT_ROLES) as (keyof typeof CONTRACT_ROLES)[])
    .map((name) => contracts[name])
    .filter((address): address is Address => address !== undefined);
  const granted = await publicClient.getLogs({
    address: addresses,
    event: ROLE_GRANTED,
    fromBlock: source.fromBlock,
  });
  const accounts = [
    contracts.timelock,
    contracts.safe,
    source.hotWallet,
    ...granted.map((log) => log.args.account).filter((a): a is Address => a !== undefined),
  ];
  const holdings = await readRoleHoldings(publicClient, contracts, accounts);
  const holderOf = (account: Address): RoleHolder['holder'] => {
    if (isAddressEqual(account, contracts.timelock)) return 'timelock';
    if (isAddressEqual(account, contracts.safe)) return 'safe';
    if (isAddressEqual(account, source.hotWallet)) return 'hotWallet';
    return 'other';
  };
  return holdings.map(({ contract, role, account }) => ({
    contract,
    address: contracts[contract] ?? account,
    role,
    account,
    holder: holderOf(account),
  }));
}

/**
 * The timelock's operations still pending: every `CallScheduled` since `fromBlock` whose id the
 * timelock still times (not executed, which marks it done, nor cancelled, which forgets it), each
 * with the moment it becomes executable.
 */
async function readScheduledChanges(source: CustodySource): Promise<ScheduledChange[]> {
  const { publicClient, contracts } = source;
  const logs = await logsSince(source, (range) =>
    publicClient.getLogs({ address: contracts.timelock, event: CALL_SCHEDULED, ...range }),
  );
  const named: NamedContracts = {
    funding: contracts.funding,
    recharge: contracts.recharge,
    payouts: contracts.payouts,
    liabilitiesRoots: contracts.liabilitiesRoots,
    timelock: contracts.timelock,
  };
  const changes = await Promise.all(
    logs.map(async (log): Promise<ScheduledChange | undefined> => {
      const { id, target, data } = log.args;
      if (!id || !target || data === undefined) return undefined;
      const timestamp = await publicClient.readContract({
        address: contracts.timelock,
        abi: timelockControllerAbi,
        functionName: 'getTimestamp',
        args: [id],
      });
      if (timestamp <= DONE_TIMESTAMP) return undefined;
      return {
        id,
        target: getAddress(target),
        ...describeTimelockCall(named, target, data as Hex),
        effectiveAt: new Date(Number(timestamp) * 1000).toISOString(),
      };
    }),
  );
  return changes
    .filter((change): change is ScheduledChange => change !== undefined)
    .sort((a, b) => a.effectiveAt.localeCompare(b.effectiveAt));
}

/** The logs from `fromBlock` to the head, read in ranges of at most `maxBlockRange` blocks, as RPCs require. */
async function logsSince<T>(
  source: CustodySource,
  read: (range: { fromBlock: bigint; toBlock: bigint }) => Promise<T[]>,
): Promise<T[]> {
  const head = await source.publicClient.getBlockNumber();
  const step = BigInt(Math.max(1, source.maxBlockRange));
  const out: T[] = [];
  for (let fromBlock = source.fromBlock; fromBlock <= head; fromBlock += step) {
    const toBlock = fromBlock + step - 1n < head ? fromBlock + step - 1n : head;
    out.push(...(await read({ fromBlock, toBlock })));
  }
  return out;
}
