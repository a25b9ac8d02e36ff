import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keccak256, stringToHex } from 'viem';
import type { DeployedContract } from '../../src-ts/deploy-steps';
import { collectSources } from './collect-sources';
import type { StandardJsonInput } from './compile-solidity';

/**
 * What BscScan's "Verify and Publish" asks for one contract, beside its `standard-input.json` (the
 * one file to upload) and `metadata.json` (solc's own, whose hash ends the bytecode; Sourcify takes it).
 */
export type VerifyFacts = {
  address: string;
  /** BscScan's "contract name": `<source unit>:<Name>`. */
  contract: string;
  /** BscScan's compiler list spells it this way, e.g. `v0.8.37+commit.f401782d`. */
  compilerVersion: string;
  optimizer: unknown;
  evmVersion: unknown;
  license: string;
  /** ABI-encoded, hex without `0x`, as BscScan's form and API take them; empty for none. */
  constructorArguments: string;
  transactionHash: string;
  blockNumber: string;
};

export type VerificationFiles = { key: string; facts: VerifyFacts; standardInput: string; metadata: string };

type Metadata = {
  compiler: { version: string };
  language: 'Solidity';
  settings: Record<string, unknown> & { compilationTarget: Record<string, string>; libraries?: object };
  sources: Record<string, { keccak256: string; license?: string }>;
};

/** What a verifier compiles: every artefact the explorers compare, for every contract in the input. */
const OUTPUT_SELECTION = { '*': { '*': ['abi', 'evm.bytecode', 'evm.deployedBytecode', 'metadata'] } };

/** The folder beside a deployment file that holds its verification files: `deployment-97.json` → `deployment-97-verify`. */
export function verificationDir(deploymentFile: string): string {
  return deploymentFile.replace(/\.json$/, '-verify');
}

/**
 * solc standard JSON input that compiles to exactly the contract `metadata` describes: its sources,
 * read from `packageRoot` (refused unless each one's keccak256 is the one the metadata recorded),
 * and its settings (optimizer, EVM version, metadata hash).
 */
export function standardInputFromMetadata(metadataJson: string, packageRoot: string): StandardJsonInput {
  const metadata = JSON.parse(metadataJson) as Metadata;
  const { compilationTarget, libraries, ...settings } = metadata.settings;
  if (libraries && Object.keys(libraries).length > 0) throw new Error('linked libraries are not supported');
  const [unit] = Object.keys(compilationTarget);
  if (!unit) throw new Error('the metadata names no compilation target');
  const sources = collectSources(packageRoot, [unit]);
  const units = Object.keys(metadata.sources);
  const stale = units.filter(
    (name) => keccak256(stringToHex(sources.get(name) ?? '')) !== metadata.sources[name]?.keccak256,
  );
  if (stale.length > 0 || sources.size !== units.length) {
    throw new Error(
      `the sources differ from the ones compiled into src-ts/generated/artifacts.ts (${stale.join(', ') || 'another set of files'}): run npm run build -w @woohoo/contracts`,
    );
  }
  return {
    language: metadata.language,
    sources: Object.fromEntries(units.map((name) => [name, { content: sources.get(name) ?? '' }])),
    settings: { ...settings, outputSelection: OUTPUT_SELECTION },
  };
}

/** The verification files of one deployed contract, made from the metadata of what was deployed. */
export function makeVerificationFiles(
  key: string,
  deployed: DeployedContract,
  metadataJson: string,
  packageRoot: string,
): VerificationFiles {
  const metadata = JSON.parse(metadataJson) as Metadata;
  const unit = deployed.source.slice(0, deployed.source.lastIndexOf(':'));
  const facts: VerifyFacts = {
    address: deployed.address,
    contract: deployed.source,
    compilerVersion: `v${metadata.compiler.version}`,
    optimizer: metadata.settings.optimizer,
    evmVersion: metadata.settings.evmVersion,
    license: metadata.sources[unit]?.license ?? 'UNLICENSED',
    constructorArguments: deployed.constructorArguments.slice(2),
    transactionHash: deployed.transactionHash,
    blockNumber: deployed.blockNumber.toString(),
  };
  const standardInput = `${JSON.stringify(standardInputFromMetadata(metadataJson, packageRoot), null, 2)}\n`;
  return { key, facts, standardInput, metadata: metadataJson };
}

/** Writes `<dir>/<key>/{standard-input.json, metadata.json, verify.json}`. */
export function writeVerificationFiles(dir: string, files: VerificationFiles): void {
  const folder = join(dir, files.key);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'standard-input.json'), files.standardInput);
  writeFileSync(join(folder, 'metadata.json'), files.metadata);
  writeFileSync(join(folder, 'verify.json'), `${JSON.stringify(files.facts, null, 2)}\n`);
}

/** Every contract's verification files under `dir`, as {@link writeVerificationFiles} left them. */
export function readVerificationFiles(dir: string): VerificationFiles[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: key }) => ({
      key,
      facts: JSON.parse(readFileSync(join(dir, key, 'verify.json'), 'utf8')) as VerifyFacts,
      standardInput: readFileSync(join(dir, key, 'standard-input.json'), 'utf8'),
      metadata: readFileSync(join(dir, key, 'metadata.json'), 'utf8'),
    }));
}
