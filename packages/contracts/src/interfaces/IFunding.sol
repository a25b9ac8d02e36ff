// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/**
 * @title IFunding
 * @notice Single-pool staking: users stake {lpToken} (USDT) and share every reward the rewarder
 * adds in {rewardToken} (BHC) pro rata to their stake at the time of {addReward}.
 * All amounts are in the smallest unit of their token.
 */
interface IFunding {
    /// @notice Who holds which power, given to {Funding-initialize} and {Funding-initializeV2}.
    /// @param admin Owner (upgrades) and DEFAULT_ADMIN_ROLE (grants and revokes roles): the timelock.
    /// @param guardian GUARDIAN_ROLE (may pause); zero for none.
    /// @param unpauser UNPAUSER_ROLE and GUARDIAN_ROLE (may unpause and pause): the Safe.
    /// @param rewarder REWARDER_ROLE (may {addReward}): the server's hot key.
    struct Roles {
        address admin;
        address guardian;
        address unpauser;
        address rewarder;
    }

    /// @notice A user's position as returned by {getUserInfo}.
    /// @param amount Staked {lpToken}.
    /// @param rewardDebt Rewards already accounted for: ceil(amount * accCakePerShare / PRECISION).
    /// @param reward Claimable {rewardToken} right now (what {claim} would pay).
    struct UserInfo {
        uint256 amount;
        uint256 rewardDebt;
        uint256 reward;
    }

    /// @notice One deposit, withdrawal or claim, as returned by the paged record getters.
    struct Record {
        address user;
        uint256 amount;
        uint256 timestamp;
    }

    /// @notice `user` staked `amount` of {lpToken}.
    event Deposit(address indexed user, uint256 amount);

    /// @notice `user` took back `amount` of {lpToken}.
    event Withdraw(address indexed user, uint256 amount);

    /// @notice `user` received `amount` of {rewardToken}.
    event Claim(address indexed user, uint256 amount);

    /// @notice The rewarder shared `amount` of {rewardToken} among current stakers.
    event AddReward(uint256 amount);

    /// @notice An amount of zero was given where a positive amount is needed.
    error FundingZeroAmount();

    /// @notice `account` asked to withdraw `amount` but only `available` is staked.
    error FundingInsufficientAmount(address account, uint256 amount, uint256 available);

    /// @notice {addReward} was called while nothing is staked, so nobody could receive it.
    error FundingNoStakers();

    /// @notice `amount` is too small to move {accCakePerShare} with `totalLp` staked; it would be lost.
    error FundingRewardTooSmall(uint256 amount, uint256 totalLp);

    /// @notice `account` has no reward to claim.
    error FundingNothingToClaim(address account);

    /// @notice `token` cannot be used: zero address, or the same token for stake and reward.
    error FundingInvalidToken(address token);

    /// @notice The account for `role` is the zero address, but that role must have a holder.
    error FundingZeroRoleAccount(bytes32 role);

    /**
     * @notice Stakes `amount` of {lpToken} from the caller. Rewards earned so far stay claimable.
     * @dev Requirements:
     * - the pool is not paused.
     * - `amount` is not zero.
     * - the caller approved this contract for at least `amount` of {lpToken} and holds it.
     *
     * Emits a {Deposit} event.
     */
    function deposit(uint256 amount) external;

    /**
     * @notice Returns `amount` of the caller's stake. Rewards earned so far stay claimable.
     * @dev Works while the pool is paused: a pause stops money coming in, never users leaving.
     *
     * Requirements:
     * - `amount` is not zero.
     * - `amount` is at most the caller's stake ({getAbleWithdrawAmount}).
     *
     * Emits a {Withdraw} event.
     */
    function withdraw(uint256 amount) external;

    /**
     * @notice Pays the caller every reward earned so far.
     * @dev Works while the pool is paused: a pause stops money coming in, never users leaving.
     *
     * Requirements:
     * - the caller has a positive claimable reward.
     *
     * Emits a {Claim} event.
     */
    function claim() external;

    /**
     * @notice Pulls `amount` of {rewardToken} from the caller and shares it among current stakers:
     * {accCakePerShare} grows by `amount * PRECISION / totalLp` (rounded down; the remainder
     * stays in the pool).
     * @dev Requirements:
     * - the caller holds REWARDER_ROLE and approved this contract for `amount` of {rewardToken}.
     * - the pool is not paused.
     * - `amount` is not zero.
     * - something is staked ({totalLp} > 0): a reward with no stakers would be stranded.
     * - `amount * PRECISION / totalLp` is not zero.
     *
     * Emits an {AddReward} event.
     */
    function addReward(uint256 amount) external;

    /**
     * @notice Stops {deposit} and {addReward} until {unpause}; {withdraw} and {claim} keep working.
     * @dev Requirements:
     * - the caller holds GUARDIAN_ROLE.
     * - the pool is not paused.
     *
     * Emits a {Paused} event.
     */
    function pause() external;

    /**
     * @notice Lets {deposit} and {addReward} run again.
     * @dev Requirements:
     * - the caller holds UNPAUSER_ROLE (a guardian alone cannot undo a pause).
     * - the pool is paused.
     *
     * Emits an {Unpaused} event.
     */
    function unpause() external;

    /// @notice `user`'s stake, reward debt and claimable reward.
    function getUserInfo(address user) external view returns (UserInfo memory);

    /// @notice `user`'s deposits, oldest first, from index `offset`, at most `limit`; `total` is the full count.
    function getDepositRecord(address user, uint256 offset, uint256 limit)
        external
        view
        returns (Record[] memory records, uint256 total);

    /// @notice `user`'s withdrawals, oldest first, from index `offset`, at most `limit`; `total` is the full count.
    function getWithdrawRecord(address user, uint256 offset, uint256 limit)
        external
        view
        returns (Record[] memory records, uint256 total);

    /// @notice `user`'s claims, oldest first, from index `offset`, at most `limit`; `total` is the full count.
    function getClaimRecord(address user, uint256 offset, uint256 limit)
        external
        view
        returns (Record[] memory records, uint256 total);

    /// @notice How much `user` can withdraw now: the whole stake (there is no lock-up).
    function getAbleWithdrawAmount(address user) external view returns (uint256);

    /// @notice Sum of all stakes.
    function totalLp() external view returns (uint256);

    /// @notice Rewards per staked unit since the start, scaled by PRECISION (1e18).
    function accCakePerShare() external view returns (uint256);

    /// @notice The staked token (USDT).
    function lpToken() external view returns (IERC20);

    /// @notice The reward token (BHC).
    function rewardToken() external view returns (IERC20);
}
