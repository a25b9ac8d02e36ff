import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectSources } from '../scripts/lib/collect-sources';
import { compileSolidity } from '../scripts/lib/compile-solidity';
import { CONTRACTS } from '../scripts/lib/contract-list';
import {
  erc1967ProxyAbi,
  fundingAbi,
  liabilitiesRootsAbi,
  payoutsAbi,
  rechargeAbi,
  testTokenAbi,
  timelockControllerAbi,
} from './abis';
import {
  erc1967ProxyArtifact,
  fundingArtifact,
  liabilitiesRootsArtifact,
  payoutsArtifact,
  rechargeArtifact,
  solcMetadata,
  testTokenArtifact,
  timelockControllerArtifact,
} from './generated/artifacts';

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Contract = (typeof CONTRACTS)[number];
/** What abis.ts and the generated artifacts export, by the names the build gives them. */
const ABIS: Record<Contract['abiName'], unknown> = {
  erc1967ProxyAbi,
  fundingAbi,
  liabilitiesRootsAbi,
  payoutsAbi,
  rechargeAbi,
  testTokenAbi,
  timelockControllerAbi,
};
const ARTIFACTS: Record<Contract['exportName'], { abi: unknown; bytecode: string }> = {
  erc1967ProxyArtifact,
  fundingArtifact,
  liabilitiesRootsArtifact,
  payoutsArtifact,
  rechargeArtifact,
  testTokenArtifact,
  timelockControllerArtifact,
};

// The ABIs the web app and the server import are the compiled Solidity's: this compiles the
// sources again (solc-js, the build's settings) and compares, so an edited contract whose
// generated file was not rebuilt fails here (npm run build -w @woohoo/contracts fixes it).
describe('contract ABIs', () => {
  const compiled = compileSolidity(
    collectSources(
      PACKAGE_ROOT,
      CONTRACTS.map(({ unit }) => unit),
    ),
    CONTRACTS,
  );

  for (const { abiName, exportName, unit, name } of CONTRACTS) {
    it(`exports ${abiName} exactly as solc compiles ${unit}:${name}`, () => {
      const fresh = compiled.get(name);
      expect(fresh).toBeDefined();
      expect(ABIS[abiName]).toEqual(fresh?.abi);
      // The artifact (deploys) carries the same ABI object and the same bytecode.
      expect(ARTIFACTS[exportName].abi).toBe(ABIS[abiName]);
      expect(ARTIFACTS[exportName].bytecode).toBe(fresh?.bytecode);
      expect(solcMetadata[`${unit}:${name}`]).toBe(fresh?.metadata);
    });
  }

  it('keeps the ABIs module free of bytecode and of Node imports (the web app bundles it)', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(resolve(PACKAGE_ROOT, 'src-ts/generated/abis.ts'), 'utf8');
    expect(source).not.toMatch(/^import /m);
    expect(source).not.toContain('bytecode');
  });
});
