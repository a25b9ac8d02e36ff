// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import {IRecharge} from "./interfaces/IRecharge.sol";

/**
 * @title Recharge
 * @notice Forwards user payments in {token} straight to the active recharge recipient; the
 * contract never holds funds. There is exactly one active recipient at a time:
 * {addRechargeRecipient} replaces it, and the history lives in {RechargeRecipientAdded} events.
 * @dev Assumes {token} has no transfer fee (USDT on BSC): the recipient receives `amount`.
 * Ownership moves in two steps ({transferOwnership} then {acceptOwnership}).
 */
contract Recharge is IRecharge, Ownable2Step {
    using SafeERC20 for IERC20;

    /// @inheritdoc IRecharge
    IERC20 public immutable token;

    /// @inheritdoc IRecharge
    address public rechargeRecipient;

    /**
     * @dev Requirements:
     * - `initialOwner` is not the zero address.
     * - `token_` is not the zero address.
     * - `recipient` is not the zero address.
     *
     * Emits a {RechargeRecipientAdded} event.
     */
    constructor(address initialOwner, IERC20 token_, address recipient) Ownable(initialOwner) {
        if (address(token_) == address(0)) revert RechargeInvalidToken(address(token_));
        token = token_;
        _setRechargeRecipient(recipient);
    }

    /// @inheritdoc IRecharge
    function doRecharge(uint256 amount) external {
        if (amount == 0) revert RechargeZeroAmount();
        token.safeTransferFrom(msg.sender, rechargeRecipient, amount);
        emit Recharge(msg.sender, amount);
    }

    /// @inheritdoc IRecharge
    function addRechargeRecipient(address recipient) external onlyOwner {
        _setRechargeRecipient(recipient);
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
