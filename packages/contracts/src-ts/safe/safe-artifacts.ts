import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CompatibilityFallbackHandler__factory } from '@safe-global/safe-smart-account/dist/typechain-types/factories/contracts/handler/CompatibilityFallbackHandler__factory';
import type { MultiSendCallOnly__factory } from '@safe-global/safe-smart-account/dist/typechain-types/factories/contracts/libraries/MultiSendCallOnly__factory';
import type { SafeProxyFactory__factory } from '@safe-global/safe-smart-account/dist/typechain-types/factories/contracts/proxies/SafeProxyFactory__factory';
import type { SafeL2__factory } from '@safe-global/safe-smart-account/dist/typechain-types/factories/contracts/SafeL2__factory';
import { type Abi, type Hash, type Hex, isHex } from 'viem';

/** The package (pinned exactly in package.json) whose compiled bytecode is deployed as Safe shipped it. */
export const SAFE_PACKAGE = '@safe-global/safe-smart-account@1.5.0';

/** A compiled Safe contract as the package ships it: never recompiled, so it is the audited bytecode. */
export type SafeArtifact<TAbi extends Abi> = {
  /** `<source unit>:<Name>` as solc names it, for `DeployedContract` and explorer verification. */
  source: string;
  abi: TAbi;
  /** Creation code (the constructors take no arguments). */
  bytecode: Hex;
  /** The runtime code, which is what a chain holds at the contract's address. */
  deployedBytecode: Hex;
};

// The ABI types come from the package's own generated typings (typechain, `abi` as a literal
// type); the values are read from its Hardhat artifacts. Both are outputs of the same build.
type SafeL2Abi = (typeof SafeL2__factory)['abi'];
type SafeProxyFactoryAbi = (typeof SafeProxyFactory__factory)['abi'];
type CompatibilityFallbackHandlerAbi = (typeof CompatibilityFallbackHandler__factory)['abi'];
type MultiSendCallOnlyAbi = (typeof MultiSendCallOnly__factory)['abi'];

/**
 * keccak256 of each contract's runtime code as Safe's registry (`@safe-global/safe-deployments`
 * 1.37.63, `v1.5.0/*.json`, `codeHash` of the canonical deployment) publishes it: the code already
 * deployed, and verified, at Safe's canonical addresses on BNB Chain and elsewhere. A test checks
 * that the artifacts and what we deploy hash to these.
 */
export const SAFE_CANONICAL_CODE_HASHES = {
  safeL2: '0x180193227186ccb85316c94db1f0d156ed932b14712cfaac78901899178572dc',
  safeProxyFactory: '0x967dae4cda22b0c9ef7f31b010bdc1ceb0af9904b0c3dc060b5302e4c18a4529',
  compatibilityFallbackHandler: '0x3c6a85bcf7b563daa624b884b4e9a1b9fa5371edde7be945d998071a48f28bbc',
  multiSendCallOnly: '0xcdbdcec38d2f1c7d961b0029ff8416b7e86e9974d6f0e9c9580c7d17fcfb6663',
} as const satisfies Record<string, Hash>;

const require = createRequire(import.meta.url);

/** Reads `build/artifacts/<path>.json` of the Safe package and checks it is the contract asked for. */
function readSafeArtifact<TAbi extends Abi>(path: string, contractName: string): SafeArtifact<TAbi> {
  const file = require.resolve(`@safe-global/safe-smart-account/build/artifacts/${path}.json`);
  const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isHardhatArtifact(json) || json.contractName !== contractName) {
    throw new Error(`${file} is not the Hardhat artifact of ${contractName} from ${SAFE_PACKAGE}`);
  }
  return {
    source: `${json.sourceName}:${json.contractName}`,
    // The literal type is the package's typechain view of this same ABI (see above).
    abi: json.abi as TAbi,
    bytecode: json.bytecode,
    deployedBytecode: json.deployedBytecode,
  };
}

type HardhatArtifact = {
  contractName: string;
  sourceName: string;
  // Checked to be an array only; the ABI entries are solc's own output.
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
};

/** The shape of a `hh-sol-artifact-1` file with linked (library-free) bytecode. */
function isHardhatArtifact(json: unknown): json is HardhatArtifact {
  if (typeof json !== 'object' || json === null) return false;
  const artifact = json as Record<string, unknown>;
  const unlinked = (references: unknown) =>
    typeof references === 'object' && references !== null && Object.keys(references).length > 0;
  return (
    artifact._format === 'hh-sol-artifact-1' &&
    typeof artifact.contractName === 'string' &&
    typeof artifact.sourceName === 'string' &&
    Array.isArray(artifact.abi) &&
    isHex(artifact.bytecode) &&
    artifact.bytecode.length > 2 &&
    isHex(artifact.deployedBytecode) &&
    !unlinked(artifact.linkReferences)
  );
}

/** The Safe singleton that emits events for every execution (SafeL2: what indexers and Safe's UI read). */
export const safeL2Artifact = readSafeArtifact<SafeL2Abi>('contracts/SafeL2.sol/SafeL2', 'SafeL2');

/** Creates Safe proxies pointing at a singleton (`createProxyWithNonce`). */
export const safeProxyFactoryArtifact = readSafeArtifact<SafeProxyFactoryAbi>(
  'contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory',
  'SafeProxyFactory',
);

/** The fallback handler Safe's setup uses by default (EIP-1271 signatures, token callbacks). */
export const compatibilityFallbackHandlerArtifact = readSafeArtifact<CompatibilityFallbackHandlerAbi>(
  'contracts/handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler',
  'CompatibilityFallbackHandler',
);

/** Batches calls into one Safe transaction (delegatecalled; refuses nested delegatecalls). */
export const multiSendCallOnlyArtifact = readSafeArtifact<MultiSendCallOnlyAbi>(
  'contracts/libraries/MultiSendCallOnly.sol/MultiSendCallOnly',
  'MultiSendCallOnly',
);
