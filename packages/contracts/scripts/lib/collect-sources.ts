import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';

/** Solidity sources keyed by source unit name, as solc's standard JSON `sources` wants them. */
export type SourceMap = Map<string, string>;

const IMPORT_PATTERN = /^\s*import\s+(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;
const PACKAGE_PREFIXES = ['@openzeppelin/contracts-upgradeable/', '@openzeppelin/contracts/'] as const;

const require = createRequire(import.meta.url);

/**
 * Reads `entries` and everything they import, transitively. Unit names are kept as written in the
 * imports (`@openzeppelin/contracts/...`, `src/...`), so solc needs no remappings or file access.
 */
export function collectSources(packageRoot: string, entries: readonly string[]): SourceMap {
  const sources: SourceMap = new Map();
  const pending = [...entries];
  for (let unit = pending.pop(); unit !== undefined; unit = pending.pop()) {
    if (sources.has(unit)) continue;
    const content = readFileSync(resolveUnitPath(packageRoot, unit), 'utf8');
    sources.set(unit, content);
    for (const imported of importsOf(content)) pending.push(resolveImport(unit, imported));
  }
  return new Map([...sources].sort(([a], [b]) => a.localeCompare(b)));
}

function importsOf(content: string): string[] {
  return [...content.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? '');
}

/** solc's rule: `./` and `../` are relative to the importing unit; anything else is a unit name. */
function resolveImport(fromUnit: string, imported: string): string {
  if (!imported.startsWith('./') && !imported.startsWith('../')) return imported;
  return posix.normalize(posix.join(posix.dirname(fromUnit), imported));
}

function resolveUnitPath(packageRoot: string, unit: string): string {
  const prefix = PACKAGE_PREFIXES.find((candidate) => unit.startsWith(candidate));
  const path = prefix ? join(packageDir(prefix), unit.slice(prefix.length)) : join(packageRoot, unit);
  if (!existsSync(path)) throw new Error(`cannot find Solidity source "${unit}" (looked at ${path})`);
  return path;
}

function packageDir(prefix: string): string {
  return dirname(require.resolve(`${prefix}package.json`));
}
