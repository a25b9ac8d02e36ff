/**
 * Checks that each upgradeable contract's storage layout can upgrade the one recorded in
 * storage-layout/<Name>.json (what the deployed proxies hold): nothing reordered, retyped or removed.
 * `--write` then records the current layouts; it refuses while any check fails. Record a layout
 * when the version that carries it is deployed, and commit it with that release.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { displayPath } from './lib/display-path';
import { checkStorageLayouts, writeSnapshot } from './lib/storage-layout-snapshots';

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function main(write: boolean): number {
  const checks = checkStorageLayouts(PACKAGE_ROOT);
  let failed = false;
  for (const { name, file, recorded, current, problems } of checks) {
    const where = displayPath(file);
    if (problems.length > 0) {
      failed = true;
      console.error(`${name}: NOT upgrade-safe against ${where}:\n  ${problems.join('\n  ')}`);
    } else if (!recorded) {
      console.log(`${name}: no recorded layout yet (${where})`);
    } else if (JSON.stringify(recorded) === JSON.stringify(current)) {
      console.log(`${name}: same layout as ${where}`);
    } else {
      console.log(`${name}: upgrade-safe against ${where} (it only adds storage)`);
    }
    if (write && !failed) {
      writeSnapshot(file, current);
      console.log(`${name}: recorded ${where}`);
    }
  }
  if (write && failed) console.error('nothing recorded: fix the layout first');
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.includes('--write'));
