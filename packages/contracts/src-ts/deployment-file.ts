import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type ContractAddresses, isContractAddresses } from './addresses';

/**
 * The deployment file, `{ chainId, contracts }`: written by the local chain's first start
 * (`DATA_DIR/chain/deployment-<chainId>.json`) and by the production deploy (`npm run deploy -w
 * @woohoo/contracts`, which writes the verification files beside it).
 */

/** Reads the addresses recorded by an earlier deployment, or undefined when there are none. */
export function readDeployment(file: string, chainId: number): ContractAddresses | undefined {
  if (!existsSync(file)) return undefined;
  const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { chainId: savedChainId, contracts } = saved as { chainId?: unknown; contracts?: unknown };
  return savedChainId === chainId && isContractAddresses(contracts) ? contracts : undefined;
}

export function writeDeployment(file: string, chainId: number, contracts: ContractAddresses): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ chainId, contracts }, null, 2)}\n`);
}

/**
 * The treasury's address recorded beside the contracts by the local chain's worker, for the API
 * replicas, which never load the treasury key; undefined when none is recorded for `chainId`.
 */
export function readDeploymentTreasury(file: string, chainId: number): `0x${string}` | undefined {
  if (!existsSync(file)) return undefined;
  const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { chainId: savedChainId, treasury } = saved as { chainId?: unknown; treasury?: unknown };
  return savedChainId === chainId && typeof treasury === 'string' && /^0x[0-9a-fA-F]{40}$/.test(treasury)
    ? (treasury as `0x${string}`)
    : undefined;
}

/** Records the treasury's address in the deployment file, keeping the contracts recorded there. */
export function writeDeploymentTreasury(file: string, chainId: number, treasury: `0x${string}`): void {
  const saved: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  const kept =
    typeof saved === 'object' && saved !== null && (saved as { chainId?: unknown }).chainId === chainId
      ? saved
      : { chainId };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...kept, treasury }, null, 2)}\n`);
}
