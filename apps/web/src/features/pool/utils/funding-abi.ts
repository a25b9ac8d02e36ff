/**
 * The part of the Funding pool (packages/contracts/src/interfaces/IFunding.sol) the web app calls,
 * declared here rather than imported from @woohoo/contracts/abis, whose module also carries every
 * contract's bytecode. Its custom errors let viem name a revert.
 */
const record = {
  type: 'tuple[]',
  name: 'records',
  components: [
    { name: 'user', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'timestamp', type: 'uint256' },
  ],
} as const;

const pagedRecords = (name: string) =>
  ({
    type: 'function',
    name,
    stateMutability: 'view',
    inputs: [
      { name: 'user', type: 'address' },
      { name: 'offset', type: 'uint256' },
      { name: 'limit', type: 'uint256' },
    ],
    outputs: [record, { name: 'total', type: 'uint256' }],
  }) as const;

export const fundingAbi = [
  {
    type: 'function',
    name: 'deposit',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'amount', type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'amount', type: 'uint256' }],
    outputs: [],
  },
  { type: 'function', name: 'claim', stateMutability: 'nonpayable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'getUserInfo',
    stateMutability: 'view',
    inputs: [{ name: 'user', type: 'address' }],
    outputs: [
      {
        type: 'tuple',
        name: '',
        components: [
          { name: 'amount', type: 'uint256' },
          { name: 'rewardDebt', type: 'uint256' },
          { name: 'reward', type: 'uint256' },
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'getAbleWithdrawAmount',
    stateMutability: 'view',
    inputs: [{ name: 'user', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'totalLp',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256' }],
  },
  pagedRecords('getDepositRecord'),
  pagedRecords('getWithdrawRecord'),
  pagedRecords('getClaimRecord'),
  { type: 'error', name: 'FundingZeroAmount', inputs: [] },
  {
    type: 'error',
    name: 'FundingInsufficientAmount',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'amount', type: 'uint256' },
      { name: 'available', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'FundingNoStakers', inputs: [] },
  {
    type: 'error',
    name: 'FundingRewardTooSmall',
    inputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'totalLp', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'FundingNothingToClaim', inputs: [{ name: 'account', type: 'address' }] },
] as const;
