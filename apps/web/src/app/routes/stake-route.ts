// The staking pages' chunk (config/route-table.ts picks each page from it): staking, its records and
// the on-chain pool, all behind the sign-in gate.
export { PoolPage } from '../../features/pool/components/pool-page';
export { StakePage } from '../../features/stake/components/stake-page';
export { StakeRecordsPage } from '../../features/stake/components/stake-records-page';
