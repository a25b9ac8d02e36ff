import { createRequire } from 'node:module';
import type { SourceMap } from './collect-sources';

/** Compiler settings shared with foundry.toml (keep both in step). */
export const SOLC_SETTINGS = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
} as const;

export type CompiledContract = { abi: unknown[]; bytecode: `0x${string}`; metadata: string };

/** solc's standard JSON input (https://docs.soliditylang.org, "Compiler Input and Output JSON"). */
export type StandardJsonInput = {
  language: 'Solidity';
  sources: Record<string, { content: string }>;
  settings: Record<string, unknown> & {
    outputSelection: Record<string, Record<string, readonly string[]>>;
  };
};

type SolcError = { severity: 'error' | 'warning' | 'info'; formattedMessage: string };
/** The parts of solc's standard JSON output this package reads. */
export type SolcOutput = {
  errors?: SolcError[];
  sources?: Record<string, { ast?: unknown }>;
  contracts?: Record<string, Record<string, SolcContractOutput>>;
};
export type SolcContractOutput = {
  abi?: unknown[];
  metadata?: string;
  storageLayout?: unknown;
  evm?: {
    bytecode?: { object: string };
    deployedBytecode?: {
      object: string;
      immutableReferences?: Record<string, ReadonlyArray<{ start: number; length: number }>>;
    };
  };
};
type Solc = { version(): string; compile(input: string): string };

/** Version string of the bundled solc-js, without loading the compiler itself. */
export function solcVersion(): string {
  const require = createRequire(import.meta.url);
  const { version } = require('solc/package.json') as { version: string };
  return version;
}

/** The compiler's own long version, e.g. `0.8.37+commit.f401782d.Emscripten.clang`. */
export function solcLongVersion(): string {
  return loadSolc().version();
}

/** Standard JSON input for `sources` with the shared settings plus `settings` (e.g. outputSelection). */
export function toStandardJsonInput(
  sources: SourceMap,
  settings: StandardJsonInput['settings'],
): StandardJsonInput {
  return {
    language: 'Solidity',
    sources: Object.fromEntries([...sources].map(([unit, content]) => [unit, { content }])),
    settings: { ...SOLC_SETTINGS, ...settings },
  };
}

/** Runs solc-js on a standard JSON input. Throws with every compiler error when the compilation fails. */
export function runSolc(input: StandardJsonInput): SolcOutput {
  const solc = loadSolc();
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    const details = errors.map((error) => error.formattedMessage).join('\n');
    throw new Error(`solc ${solc.version()} failed with ${errors.length} error(s):\n${details}`);
  }
  return output;
}

/**
 * Compiles `sources` with solc-js and returns ABI, creation bytecode and metadata of each `wanted`
 * contract, keyed by contract name. Throws with every compiler error when the compilation fails.
 */
export function compileSolidity(
  sources: SourceMap,
  wanted: ReadonlyArray<{ unit: string; name: string }>,
): Map<string, CompiledContract> {
  const output = runSolc(
    toStandardJsonInput(sources, {
      outputSelection: Object.fromEntries(
        wanted.map(({ unit, name }) => [unit, { [name]: ['abi', 'evm.bytecode.object', 'metadata'] }]),
      ),
    }),
  );
  return new Map(wanted.map(({ unit, name }) => [name, pickContract(output, unit, name)]));
}

function pickContract(output: SolcOutput, unit: string, name: string): CompiledContract {
  const contract = output.contracts?.[unit]?.[name];
  const object = contract?.evm?.bytecode?.object;
  if (!contract?.abi || !contract.metadata || !object) {
    throw new Error(`solc produced no bytecode for ${unit}:${name}`);
  }
  return { abi: contract.abi, bytecode: `0x${object}`, metadata: contract.metadata };
}

function loadSolc(): Solc {
  return createRequire(import.meta.url)('solc') as Solc;
}
