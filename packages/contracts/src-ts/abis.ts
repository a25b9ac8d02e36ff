import {
  erc1967ProxyArtifact,
  fundingArtifact,
  liabilitiesRootsArtifact,
  payoutsArtifact,
  rechargeArtifact,
  testTokenArtifact,
  timelockControllerArtifact,
} from './generated/artifacts';

export { erc20Abi } from 'viem';

/** TestToken: an ERC20 plus owner-only `mint` (local USDT, BHC and WOOHOO). */
export const testTokenAbi = testTokenArtifact.abi;
/** Recharge: `doRecharge`, `addRechargeRecipient`, pause, roles, `Recharge` event and errors. */
export const rechargeAbi = rechargeArtifact.abi;
/** Funding (call it at the proxy address): staking, rewards, records, roles, pause, UUPS upgrade and errors. */
export const fundingAbi = fundingArtifact.abi;
/** ERC1967Proxy: only its constructor matters (implementation, initializer call data). */
export const erc1967ProxyAbi = erc1967ProxyArtifact.abi;
/** LiabilitiesRoots: write-once `publish(day, asset, root, total)`, `rootOf`, its event and errors. */
export const liabilitiesRootsAbi = liabilitiesRootsArtifact.abi;
/** Payouts: `pay(id, token, to, amount)` at most once per withdrawal id, `paidBlock`, `Paid`, roles and errors. */
export const payoutsAbi = payoutsArtifact.abi;
/** OpenZeppelin TimelockController: owner and admin of the contracts; the Safe schedules, executes, cancels. */
export const timelockControllerAbi = timelockControllerArtifact.abi;
