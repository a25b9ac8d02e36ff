import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectSources } from './collect-sources';
import { compareStorageLayouts } from './compare-storage-layouts';
import { readStorageLayout, type StorageLayout } from './storage-layout';

/** The contracts that live behind a proxy: their storage must survive every upgrade. */
export const UPGRADEABLE_CONTRACTS = [{ unit: 'src/Funding.sol', name: 'Funding' }] as const;

export type StorageLayoutCheck = {
  name: string;
  file: string;
  /** The layout recorded in `file`: what the deployed proxies hold. */
  recorded: StorageLayout | undefined;
  current: StorageLayout;
  /** Why the current source cannot upgrade what `recorded` describes; empty when it can. */
  problems: string[];
};

/** Where the layout of `name` is recorded: `storage-layout/<name>.json`, committed. */
export function snapshotFile(packageRoot: string, name: string): string {
  return join(packageRoot, 'storage-layout', `${name}.json`);
}

/** Compiles each upgradeable contract and compares its layout with the one recorded for it. */
export function checkStorageLayouts(packageRoot: string): StorageLayoutCheck[] {
  return UPGRADEABLE_CONTRACTS.map(({ unit, name }) => {
    const file = snapshotFile(packageRoot, name);
    const recorded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StorageLayout) : undefined;
    const current = readStorageLayout(collectSources(packageRoot, [unit]), unit, name);
    const problems = recorded ? compareStorageLayouts(recorded, current) : [];
    return { name, file, recorded, current, problems };
  });
}

export function writeSnapshot(file: string, layout: StorageLayout): void {
  writeFileSync(file, `${JSON.stringify(layout, null, 2)}\n`);
}
