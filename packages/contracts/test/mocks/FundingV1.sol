// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable2StepUpgradeable} from "@openzeppelin/contracts-upgradeable/access/Ownable2StepUpgradeable.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts-upgradeable/proxy/utils/UUPSUpgradeable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";

import {IFundingV1} from "./IFundingV1.sol";

// TESTS ONLY: a frozen copy of Funding (and IFundingV1 of its interface) as deployed before the
// roles: initializer version 1, owned by the hot key. The upgrade rehearsal starts from it, the code
// the proxies run today. Do not edit: it must stay what was deployed. Its namespace is Funding's.
/**
 * @title FundingV1
 * @notice Single-pool MasterChef-style staking of {lpToken} (USDT) for {rewardToken} (BHC).
 * The owner adds rewards in lumps; each lump is shared by the stakers of that moment, pro rata.
 * Rewards earned before a deposit or withdrawal stay claimable until {claim}.
 *
 * @dev Accounting: `accCakePerShare` is the reward per staked unit since the start, scaled by
 * {PRECISION} = 1e18. A stake of `amount` has earned `floor(amount * acc / PRECISION) - rewardDebt`
 * since its last checkpoint, and each checkpoint sets `rewardDebt = ceil(amount * acc / PRECISION)`.
 * Rounding both ways in the pool's favour keeps the sum of claimable rewards at or below the reward
 * balance; the dust left behind is a few wei per checkpoint.
 *
 * Reentrancy: {ReentrancyGuardTransient} keeps its flag in transient storage (EIP-1153, Cancun), so it
 * uses no storage slot that an upgrade could clash with, and costs ~200 gas instead of two SSTOREs.
 * Every state-changing function also follows checks-effects-interactions.
 *
 * Tokens are assumed to move the exact amount asked (no transfer fee, no rebasing), as USDT and BHC do.
 * Records store amounts as uint192 (up to ~6.2e57 units), so a larger single amount reverts.
 *
 * Upgrades: UUPS, authorised by the owner; state lives in the ERC-7201 namespace
 * `woohoo.storage.Funding`. Ownership moves in two steps.
 */
contract FundingV1 is IFundingV1, UUPSUpgradeable, Ownable2StepUpgradeable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    /// @notice Scale of {accCakePerShare}: reward per staked unit times 1e18.
    uint256 public constant PRECISION = 1e18;

    /// @dev A position. `accruedReward` holds rewards earned before the last checkpoint and not yet claimed.
    struct Stake {
        uint256 amount;
        uint256 rewardDebt;
        uint256 accruedReward;
    }

    /// @dev A record packed in one slot; the user is the mapping key, so it is not stored.
    struct StoredRecord {
        uint192 amount;
        uint64 timestamp;
    }

    /// @custom:storage-location erc7201:woohoo.storage.Funding
    struct FundingStorage {
        IERC20 lpToken;
        IERC20 rewardToken;
        uint256 totalLp;
        uint256 accCakePerShare;
        mapping(address user => Stake) stakes;
        mapping(address user => StoredRecord[]) depositRecords;
        mapping(address user => StoredRecord[]) withdrawRecords;
        mapping(address user => StoredRecord[]) claimRecords;
    }

    // keccak256(abi.encode(uint256(keccak256("woohoo.storage.Funding")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant FUNDING_STORAGE_LOCATION =
        0xfd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a60900700;

    /// @custom:oz-upgrades-unsafe-allow constructor
    constructor() {
        _disableInitializers();
    }

    /**
     * @notice Sets the owner and the two tokens; called once, through the proxy.
     * @dev Requirements:
     * - not initialized yet.
     * - `initialOwner` is not the zero address.
     * - `lpToken_` and `rewardToken_` are non-zero and different.
     *
     * Emits {OwnershipTransferred} and {Initialized} events.
     */
    function initialize(address initialOwner, IERC20 lpToken_, IERC20 rewardToken_) external initializer {
        if (address(lpToken_) == address(0)) revert FundingInvalidToken(address(lpToken_));
        if (address(rewardToken_) == address(0) || address(rewardToken_) == address(lpToken_)) {
            revert FundingInvalidToken(address(rewardToken_));
        }
        __Ownable_init(initialOwner);
        __Ownable2Step_init();
        FundingStorage storage $ = _getFundingStorage();
        $.lpToken = lpToken_;
        $.rewardToken = rewardToken_;
    }

    /// @inheritdoc IFundingV1
    function deposit(uint256 amount) external nonReentrant {
        if (amount == 0) revert FundingZeroAmount();
        FundingStorage storage $ = _getFundingStorage();
        Stake storage stake = $.stakes[msg.sender];

        uint256 earned = _checkpoint(stake, $.accCakePerShare, stake.amount + amount);
        if (earned != 0) stake.accruedReward += earned;
        $.totalLp += amount;
        _pushRecord($.depositRecords[msg.sender], amount);
        emit Deposit(msg.sender, amount);

        $.lpToken.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @inheritdoc IFundingV1
    function withdraw(uint256 amount) external nonReentrant {
        if (amount == 0) revert FundingZeroAmount();
        FundingStorage storage $ = _getFundingStorage();
        Stake storage stake = $.stakes[msg.sender];
        uint256 staked = stake.amount;
        if (amount > staked) revert FundingInsufficientAmount(msg.sender, amount, staked);

        uint256 remaining;
        // Cannot underflow: amount <= staked was checked just above.
        unchecked {
            remaining = staked - amount;
        }
        uint256 earned = _checkpoint(stake, $.accCakePerShare, remaining);
        if (earned != 0) stake.accruedReward += earned;
        // Cannot underflow: totalLp is the sum of all stakes, so it is at least this stake >= amount.
        unchecked {
            $.totalLp -= amount;
        }
        _pushRecord($.withdrawRecords[msg.sender], amount);
        emit Withdraw(msg.sender, amount);

        $.lpToken.safeTransfer(msg.sender, amount);
    }

    /// @inheritdoc IFundingV1
    function claim() external nonReentrant {
        FundingStorage storage $ = _getFundingStorage();
        Stake storage stake = $.stakes[msg.sender];

        uint256 reward = stake.accruedReward + _checkpoint(stake, $.accCakePerShare, stake.amount);
        if (reward == 0) revert FundingNothingToClaim(msg.sender);
        stake.accruedReward = 0;
        _pushRecord($.claimRecords[msg.sender], reward);
        emit Claim(msg.sender, reward);

        $.rewardToken.safeTransfer(msg.sender, reward);
    }

    /// @inheritdoc IFundingV1
    function addReward(uint256 amount) external onlyOwner nonReentrant {
        if (amount == 0) revert FundingZeroAmount();
        FundingStorage storage $ = _getFundingStorage();
        uint256 staked = $.totalLp;
        if (staked == 0) revert FundingNoStakers();
        uint256 increment = Math.mulDiv(amount, PRECISION, staked);
        if (increment == 0) revert FundingRewardTooSmall(amount, staked);

        $.accCakePerShare += increment;
        emit AddReward(amount);

        $.rewardToken.safeTransferFrom(msg.sender, address(this), amount);
    }

    /// @inheritdoc IFundingV1
    function getUserInfo(address user) external view returns (UserInfo memory) {
        FundingStorage storage $ = _getFundingStorage();
        Stake storage stake = $.stakes[user];
        uint256 amount = stake.amount;
        uint256 rewardDebt = stake.rewardDebt;
        uint256 reward = stake.accruedReward + _earned(amount, rewardDebt, $.accCakePerShare);
        return UserInfo({amount: amount, rewardDebt: rewardDebt, reward: reward});
    }

    /// @inheritdoc IFundingV1
    function getDepositRecord(address user, uint256 offset, uint256 limit)
        external
        view
        returns (Record[] memory records, uint256 total)
    {
        return _page(_getFundingStorage().depositRecords[user], user, offset, limit);
    }

    /// @inheritdoc IFundingV1
    function getWithdrawRecord(address user, uint256 offset, uint256 limit)
        external
        view
        returns (Record[] memory records, uint256 total)
    {
        return _page(_getFundingStorage().withdrawRecords[user], user, offset, limit);
    }

    /// @inheritdoc IFundingV1
    function getClaimRecord(address user, uint256 offset, uint256 limit)
        external
        view
        returns (Record[] memory records, uint256 total)
    {
        return _page(_getFundingStorage().claimRecords[user], user, offset, limit);
    }

    /// @inheritdoc IFundingV1
    function getAbleWithdrawAmount(address user) external view returns (uint256) {
        return _getFundingStorage().stakes[user].amount;
    }

    /// @inheritdoc IFundingV1
    function totalLp() external view returns (uint256) {
        return _getFundingStorage().totalLp;
    }

    /// @inheritdoc IFundingV1
    function accCakePerShare() external view returns (uint256) {
        return _getFundingStorage().accCakePerShare;
    }

    /// @inheritdoc IFundingV1
    function lpToken() external view returns (IERC20) {
        return _getFundingStorage().lpToken;
    }

    /// @inheritdoc IFundingV1
    function rewardToken() external view returns (IERC20) {
        return _getFundingStorage().rewardToken;
    }

    /// @dev Only the owner may upgrade.
    function _authorizeUpgrade(address) internal override onlyOwner {}

    /**
     * @dev Sets `stake` to `newAmount` at `acc`, and returns the reward it earned since its last
     * checkpoint (the caller decides whether to keep it in `accruedReward` or pay it out).
     */
    function _checkpoint(Stake storage stake, uint256 acc, uint256 newAmount) private returns (uint256 earned) {
        uint256 oldAmount = stake.amount;
        uint256 oldDebt = stake.rewardDebt;
        earned = _earned(oldAmount, oldDebt, acc);
        if (newAmount != oldAmount) stake.amount = newAmount;
        uint256 newDebt = Math.mulDiv(newAmount, acc, PRECISION, Math.Rounding.Ceil);
        if (newDebt != oldDebt) stake.rewardDebt = newDebt;
    }

    function _pushRecord(StoredRecord[] storage records, uint256 amount) private {
        records.push(StoredRecord({amount: amount.toUint192(), timestamp: block.timestamp.toUint64()}));
    }

    /// @dev Reward earned by `amount` staked with `rewardDebt` once the accumulator reached `acc`.
    function _earned(uint256 amount, uint256 rewardDebt, uint256 acc) private pure returns (uint256) {
        uint256 accrued = Math.mulDiv(amount, acc, PRECISION);
        // rewardDebt is rounded up, so right after a checkpoint it can exceed accrued by one unit.
        if (accrued <= rewardDebt) return 0;
        // Cannot underflow: accrued > rewardDebt was checked just above.
        unchecked {
            return accrued - rewardDebt;
        }
    }

    function _page(StoredRecord[] storage records, address user, uint256 offset, uint256 limit)
        private
        view
        returns (Record[] memory page, uint256 total)
    {
        total = records.length;
        if (offset >= total) return (new Record[](0), total);
        uint256 count = Math.min(limit, total - offset);
        page = new Record[](count);
        for (uint256 i; i < count; ++i) {
            StoredRecord storage stored = records[offset + i];
            page[i] = Record({user: user, amount: stored.amount, timestamp: stored.timestamp});
        }
    }

    function _getFundingStorage() private pure returns (FundingStorage storage $) {
        assembly ("memory-safe") {
            $.slot := FUNDING_STORAGE_LOCATION
        }
    }
}
