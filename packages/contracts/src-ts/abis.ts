/**
 * Every contract's ABI, typed `as const` for viem: the one source the web app, the server and the
 * scripts read them from. Generated from the compiled Solidity into generated/abis.ts, which holds
 * no bytecode and imports nothing from Node, so the web bundle carries only the ABIs it uses
 * (abis.test.ts compiles the sources again and fails when one differs).
 */
export { erc20Abi } from 'viem';
export {
  /** ERC1967Proxy: only its constructor matters (implementation, initializer call data). */
  erc1967ProxyAbi,
  /** Funding (call it at the proxy address): staking, rewards, records, roles, pause, UUPS upgrade and errors. */
  fundingAbi,
  /** LiabilitiesRoots: write-once `publish(day, asset, root, total)`, `rootOf`, its event and errors. */
  liabilitiesRootsAbi,
  /** Payouts: `pay(id, token, to, amount)` at most once per withdrawal id, `paidBlock`, `Paid`, roles and errors. */
  payoutsAbi,
  /** Recharge: `doRecharge`, `addRechargeRecipient`, pause, roles, `Recharge` event and errors. */
  rechargeAbi,
  /** TestToken: an ERC20 plus owner-only `mint` (local USDT, BHC and WOOHOO). */
  testTokenAbi,
  /** OpenZeppelin TimelockController: owner and admin of the contracts; the Safe schedules, executes, cancels. */
  timelockControllerAbi,
} from './generated/abis';
