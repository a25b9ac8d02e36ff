/**
 * The part of the Recharge contract (packages/contracts/src/interfaces/IRecharge.sol) the web app
 * calls, declared here rather than imported from @woohoo/contracts/abis, whose module also
 * carries every contract's bytecode. Its custom errors let viem name a revert.
 */
export const rechargeAbi = [
  {
    type: 'function',
    name: 'doRecharge',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'amount', type: 'uint256' }],
    outputs: [],
  },
  { type: 'error', name: 'RechargeZeroAmount', inputs: [] },
  { type: 'error', name: 'RechargeInvalidRecipient', inputs: [{ name: 'recipient', type: 'address' }] },
  { type: 'error', name: 'RechargeInvalidToken', inputs: [{ name: 'token', type: 'address' }] },
] as const;
