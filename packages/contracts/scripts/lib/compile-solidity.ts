import { createRequire } from 'node:module';
import type { SourceMap } from './collect-sources';

/** Compiler settings shared with foundry.toml (keep both in step). */
export const SOLC_SETTINGS = {
  evmVersion: 'cancun',
  optimizer: { enabled: true, runs: 200 },
} as const;

export type CompiledContract = { abi: unknown[]; bytecode: `0x${string}` };

type SolcError = { severity: 'error' | 'warning' | 'info'; formattedMessage: string };
type SolcOutput = {
  errors?: SolcError[];
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
};
type Solc = { version(): string; compile(input: string): string };

/** Version string of the bundled solc-js, without loading the compiler itself. */
export function solcVersion(): string {
  const require = createRequire(import.meta.url);
  const { version } = require('solc/package.json') as { version: string };
  return version;
}

/**
 * Compiles `sources` with solc-js and returns ABI and creation bytecode of each `wanted` contract,
 * keyed by contract name. Throws with every compiler error when the compilation fails.
 */
export function compileSolidity(
  sources: SourceMap,
  wanted: ReadonlyArray<{ unit: string; name: string }>,
): Map<string, CompiledContract> {
  const require = createRequire(import.meta.url);
  const solc = require('solc') as Solc;
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries([...sources].map(([unit, content]) => [unit, { content }])),
    settings: {
      ...SOLC_SETTINGS,
      outputSelection: Object.fromEntries(
        wanted.map(({ unit, name }) => [unit, { [name]: ['abi', 'evm.bytecode.object'] }]),
      ),
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    const details = errors.map((error) => error.formattedMessage).join('\n');
    throw new Error(`solc ${solc.version()} failed with ${errors.length} error(s):\n${details}`);
  }
  return new Map(wanted.map(({ unit, name }) => [name, pickContract(output, unit, name)]));
}

function pickContract(output: SolcOutput, unit: string, name: string): CompiledContract {
  const contract = output.contracts?.[unit]?.[name];
  const object = contract?.evm.bytecode.object;
  if (!contract || !object) throw new Error(`solc produced no bytecode for ${unit}:${name}`);
  return { abi: contract.abi, bytecode: `0x${object}` };
}
