// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";

import {IRecharge} from "./interfaces/IRecharge.sol";

/**
 * @title Recharge
 * @notice Forwards user payments in {token} straight to the active recharge recipient; the
 * contract never holds funds. There is exactly one active recipient at a time:
 * {addRechargeRecipient} replaces it, and the history lives in {RechargeRecipientAdded} events.
 * @dev Assumes {token} has no transfer fee (USDT on BSC): the recipient receives `amount`.
 * Ownership moves in two steps ({transferOwnership} then {acceptOwnership}).
 *
 * Powers (DESIGN "Custody (real money)"): the owner, which is also DEFAULT_ADMIN_ROLE, is a
 * TimelockController whose proposer is the Safe, so a change of where deposits go is seen coming;
 * a guardian pauses, only the unpauser (the Safe) unpauses. The hot key holds no power here.
 */
contract Recharge is IRecharge, Ownable2Step, AccessControl, Pausable {
    using SafeERC20 for IERC20;

    /// @notice May {pause}.
    bytes32 public constant GUARDIAN_ROLE = keccak256("GUARDIAN_ROLE");
    /// @notice May {unpause}: the Safe.
    bytes32 public constant UNPAUSER_ROLE = keccak256("UNPAUSER_ROLE");

    /// @inheritdoc IRecharge
    IERC20 public immutable token;

    /// @inheritdoc IRecharge
    address public rechargeRecipient;

    /**
     * @dev `admin` becomes owner and DEFAULT_ADMIN_ROLE; `unpauser` gets UNPAUSER_ROLE and
     * GUARDIAN_ROLE (the Safe can pause without a separate guardian); `guardian`, when not zero,
     * gets GUARDIAN_ROLE.
     *
     * Requirements:
     * - `admin` is not the zero address.
     * - `token_` is not the zero address.
     * - `recipient` is not the zero address.
     * - `unpauser` is not the zero address.
     *
     * Emits {RechargeRecipientAdded}, {OwnershipTransferred} and {RoleGranted} events.
     */
    constructor(IERC20 token_, address recipient, address admin, address unpauser, address guardian)
        Ownable(admin)
    {
        if (address(token_) == address(0)) revert RechargeInvalidToken(address(token_));
        if (unpauser == address(0)) revert RechargeZeroRoleAccount(UNPAUSER_ROLE);
        token = token_;
        _setRechargeRecipient(recipient);
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(UNPAUSER_ROLE, unpauser);
        _grantRole(GUARDIAN_ROLE, unpauser);
        if (guardian != address(0)) _grantRole(GUARDIAN_ROLE, guardian);
    }

    /// @inheritdoc IRecharge
    function doRecharge(uint256 amount) external whenNotPaused {
        if (amount == 0) revert RechargeZeroAmount();
        token.safeTransferFrom(msg.sender, rechargeRecipient, amount);
        emit Recharge(msg.sender, amount);
    }

    /// @inheritdoc IRecharge
    function addRechargeRecipient(address recipient) external onlyOwner {
        _setRechargeRecipient(recipient);
    }

    /// @inheritdoc IRecharge
    function pause() external onlyRole(GUARDIAN_ROLE) {
        _pause();
    }

    /// @inheritdoc IRecharge
    function unpause() external onlyRole(UNPAUSER_ROLE) {
        _unpause();
    }

    function _setRechargeRecipient(address recipient) private {
        if (recipient == address(0) || recipient == address(this)) {
            revert RechargeInvalidRecipient(recipient);
        }
        address previousRecipient = rechargeRecipient;
        rechargeRecipient = recipient;
        emit RechargeRecipientAdded(previousRecipient, recipient);
    }
}
