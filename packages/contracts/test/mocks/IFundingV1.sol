// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

// TESTS ONLY: the frozen interface of FundingV1 (Funding before the roles). Do not edit.
/**
 * @title IFundingV1
 * @notice Single-pool staking: users stake {lpToken} (USDT) and share every reward the owner
 * adds in {rewardToken} (BHC) pro rata to their stake at the time of {addReward}.
 * All amounts are in the smallest unit of their token.
 */
interface IFundingV1 {
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

    /// @notice The owner shared `amount` of {rewardToken} among current stakers.
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

    /**
     * @notice Stakes `amount` of {lpToken} from the caller. Rewards earned so far stay claimable.
     * @dev Requirements:
     * - `amount` is not zero.
     * - the caller approved this contract for at least `amount` of {lpToken} and holds it.
     *
     * Emits a {Deposit} event.
     */
    function deposit(uint256 amount) external;

    /**
     * @notice Returns `amount` of the caller's stake. Rewards earned so far stay claimable.
     * @dev Requirements:
     * - `amount` is not zero.
     * - `amount` is at most the caller's stake ({getAbleWithdrawAmount}).
     *
     * Emits a {Withdraw} event.
     */
    function withdraw(uint256 amount) external;

    /**
     * @notice Pays the caller every reward earned so far.
     * @dev Requirements:
     * - the caller has a positive claimable reward.
     *
     * Emits a {Claim} event.
     */
    function claim() external;

    /**
     * @notice Pulls `amount` of {rewardToken} from the owner and shares it among current stakers:
     * {accCakePerShare} grows by `amount * PRECISION / totalLp` (rounded down; the remainder
     * stays in the pool).
     * @dev Requirements:
     * - the caller is the owner and approved this contract for `amount` of {rewardToken}.
     * - `amount` is not zero.
     * - something is staked ({totalLp} > 0): a reward with no stakers would be stranded.
     * - `amount * PRECISION / totalLp` is not zero.
     *
     * Emits an {AddReward} event.
     */
    function addReward(uint256 amount) external;

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
