/**
 * The contracts scripts/build.ts compiles into src-ts/generated (ABI, bytecode, metadata), each
 * named by its artifact export and its ABI export. src-ts/abis.test.ts compiles the same list.
 */
export const CONTRACTS = [
  { exportName: 'testTokenArtifact', abiName: 'testTokenAbi', unit: 'src/TestToken.sol', name: 'TestToken' },
  { exportName: 'rechargeArtifact', abiName: 'rechargeAbi', unit: 'src/Recharge.sol', name: 'Recharge' },
  { exportName: 'fundingArtifact', abiName: 'fundingAbi', unit: 'src/Funding.sol', name: 'Funding' },
  {
    exportName: 'liabilitiesRootsArtifact',
    abiName: 'liabilitiesRootsAbi',
    unit: 'src/LiabilitiesRoots.sol',
    name: 'LiabilitiesRoots',
  },
  { exportName: 'payoutsArtifact', abiName: 'payoutsAbi', unit: 'src/Payouts.sol', name: 'Payouts' },
  {
    exportName: 'erc1967ProxyArtifact',
    abiName: 'erc1967ProxyAbi',
    unit: '@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol',
    name: 'ERC1967Proxy',
  },
  {
    exportName: 'timelockControllerArtifact',
    abiName: 'timelockControllerAbi',
    unit: '@openzeppelin/contracts/governance/TimelockController.sol',
    name: 'TimelockController',
  },
] as const;
