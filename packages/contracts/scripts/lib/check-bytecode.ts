import type { Address, Hash, PublicClient } from 'viem';
import {
  runSolc,
  type SolcContractOutput,
  type StandardJsonInput,
  solcLongVersion,
} from './compile-solidity';
import type { VerificationFiles } from './verification-files';

export type BytecodeCheck = {
  key: string;
  contract: string;
  address: string;
  /** Bytes of the runtime code that are immutables, set by the constructor, and so left out of the comparison. */
  immutableBytes: number;
  /** Empty when the files compile to exactly what is on chain. */
  problems: string[];
};

type ImmutableReferences = Record<string, ReadonlyArray<{ start: number; length: number }>>;

/**
 * Compiles each contract's `standard-input.json` with solc-js, as a block explorer would, and compares
 * the result with the chain: the creation transaction's input must be the creation code followed by
 * `constructorArguments`, and the code at the address must be the runtime code (immutables, which
 * the constructor writes into it, masked on both sides). The metadata must come out byte for byte.
 */
export async function checkBytecode(
  publicClient: PublicClient,
  files: readonly VerificationFiles[],
): Promise<BytecodeCheck[]> {
  const compiled = new Map<string, SolcContractOutput>();
  const checks: BytecodeCheck[] = [];
  for (const file of files) {
    const cacheKey = `${file.facts.contract}\0${file.standardInput}`;
    const output = compiled.get(cacheKey) ?? compileContract(file.standardInput, file.facts.contract);
    compiled.set(cacheKey, output);
    checks.push(await compareWithChain(publicClient, file, output));
  }
  return checks;
}

/** The bytes of `code` (hex) at `references`, zeroed. */
export function maskImmutables(code: string, references: ImmutableReferences): string {
  const hex = code.toLowerCase().replace(/^0x/, '').split('');
  for (const { start, length } of Object.values(references).flat()) {
    hex.fill('0', start * 2, (start + length) * 2);
  }
  return `0x${hex.join('')}`;
}

function compileContract(standardInput: string, contract: string): SolcContractOutput {
  const separator = contract.lastIndexOf(':');
  const [unit, name] = [contract.slice(0, separator), contract.slice(separator + 1)];
  const output = runSolc(JSON.parse(standardInput) as StandardJsonInput);
  const found = output.contracts?.[unit]?.[name];
  if (!found) throw new Error(`standard-input.json does not compile ${contract}`);
  return found;
}

async function compareWithChain(
  publicClient: PublicClient,
  file: VerificationFiles,
  compiled: SolcContractOutput,
): Promise<BytecodeCheck> {
  const { facts } = file;
  const problems: string[] = [];
  const solcVersion = solcLongVersion();
  if (!solcVersion.startsWith(facts.compilerVersion.slice(1))) {
    problems.push(`compiled with solc ${solcVersion}, but the files name ${facts.compilerVersion}`);
  }
  if (compiled.metadata !== file.metadata)
    problems.push('metadata.json is not what standard-input.json compiles to');

  const transaction = await publicClient.getTransaction({ hash: facts.transactionHash as Hash });
  const creation = `0x${compiled.evm?.bytecode?.object ?? ''}${facts.constructorArguments}`;
  if (transaction.input.toLowerCase() !== creation.toLowerCase()) {
    problems.push('the creation transaction did not send this creation code and these constructor arguments');
  }

  const references = compiled.evm?.deployedBytecode?.immutableReferences ?? {};
  const onChain = (await publicClient.getCode({ address: facts.address as Address })) ?? '0x';
  const runtime = `0x${compiled.evm?.deployedBytecode?.object ?? ''}`;
  if (maskImmutables(onChain, references) !== maskImmutables(runtime, references)) {
    problems.push('the code at the address is not the compiled runtime code');
  }
  const immutableBytes = Object.values(references)
    .flat()
    .reduce((sum, { length }) => sum + length, 0);
  return { key: file.key, contract: facts.contract, address: facts.address, immutableBytes, problems };
}
