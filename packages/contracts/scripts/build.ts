/**
 * Compiles the contracts with solc-js and writes src-ts/generated/abis.ts (the ABIs alone, which the
 * web app imports) and src-ts/generated/artifacts.ts (bytecode and metadata, the ABIs imported).
 * Skips the compiler when both generated files already record the hash of the current inputs.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectSources, type SourceMap } from './lib/collect-sources';
import { compileSolidity, SOLC_SETTINGS, solcVersion } from './lib/compile-solidity';
import { CONTRACTS } from './lib/contract-list';
import { readInputsHash, renderAbis, renderArtifacts } from './lib/render-artifacts';

/** Bump when the shape of the generated file changes, so old files are rebuilt. */
const OUTPUT_FORMAT_VERSION = 3;

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT_FILE = join(PACKAGE_ROOT, 'src-ts/generated/artifacts.ts');
const ABIS_FILE = join(PACKAGE_ROOT, 'src-ts/generated/abis.ts');

function main(): void {
  const startedMs = Date.now();
  const entries = [...listSolidityFiles('src'), ...CONTRACTS.map((contract) => contract.unit)];
  const sources = collectSources(PACKAGE_ROOT, entries);
  const compiler = `solc-js ${solcVersion()}, evm ${SOLC_SETTINGS.evmVersion}, optimizer ${SOLC_SETTINGS.optimizer.runs} runs`;
  const inputsHash = hashInputs(sources, compiler);

  const upToDate = (file: string) =>
    existsSync(file) && readInputsHash(readFileSync(file, 'utf8')) === inputsHash;
  if (upToDate(OUTPUT_FILE) && upToDate(ABIS_FILE)) {
    console.log(`contracts: up to date (${sources.size} sources unchanged), skipped solc`);
    return;
  }

  const compiled = compileSolidity(sources, CONTRACTS);
  const contracts = CONTRACTS.map(({ exportName, abiName, unit, name }) => {
    const artifact = compiled.get(name);
    if (!artifact) throw new Error(`missing compiled contract ${name}`);
    return { exportName, abiName, source: `${unit}:${name}`, compiled: artifact };
  });
  mkdirSync(dirname(OUTPUT_FILE), { recursive: true });
  writeFileSync(ABIS_FILE, renderAbis(contracts, { inputsHash, compiler }));
  writeFileSync(OUTPUT_FILE, renderArtifacts(contracts, { inputsHash, compiler, abisModule: './abis' }));
  console.log(
    `contracts: compiled ${sources.size} sources in ${Date.now() - startedMs} ms -> ${ABIS_FILE}, ${OUTPUT_FILE}`,
  );
}

/** `src/**\/*.sol` as unit names, so a new contract or interface changes the hash too. */
function listSolidityFiles(dir: string): string[] {
  return readdirSync(join(PACKAGE_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sol'))
    .map((file) => `${dir}/${file.split('\\').join('/')}`);
}

function hashInputs(sources: SourceMap, compiler: string): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({ compiler, settings: SOLC_SETTINGS, format: OUTPUT_FORMAT_VERSION, CONTRACTS }),
  );
  for (const [unit, content] of sources) hash.update(`\0${unit}\0${content}`);
  return hash.digest('hex');
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
