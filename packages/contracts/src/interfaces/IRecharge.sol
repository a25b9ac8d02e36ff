// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/**
 * @title IRecharge
 * @notice Users top up their in-app balance by paying the recharge token (USDT) to the
 * active recharge recipient. The off-chain indexer credits accounts from {Recharge} events.
 */
interface IRecharge {
    /// @notice `account` paid `amount` (smallest unit of {token}) to the active recipient.
    event Recharge(address indexed account, uint256 amount);

    /// @notice The active recharge recipient changed from `previousRecipient` to `recipient`.
    /// @dev Also emitted by the constructor, with `previousRecipient` = address(0).
    event RechargeRecipientAdded(address indexed previousRecipient, address indexed recipient);

    /// @notice A recharge of zero tokens was attempted.
    error RechargeZeroAmount();

    /// @notice `recipient` cannot receive recharges (zero address or this contract).
    error RechargeInvalidRecipient(address recipient);

    /// @notice `token` cannot be the recharge token (zero address).
    error RechargeInvalidToken(address token);

    /// @notice The account for `role` is the zero address, but that role must have a holder.
    error RechargeZeroRoleAccount(bytes32 role);

    /**
     * @notice Moves `amount` of {token} from the caller to {rechargeRecipient}.
     * @dev Requirements:
     * - the contract is not paused.
     * - `amount` is not zero.
     * - the caller approved this contract for at least `amount` of {token} and holds it.
     *
     * Emits a {Recharge} event.
     */
    function doRecharge(uint256 amount) external;

    /**
     * @notice Makes `recipient` the active recharge recipient, replacing the previous one.
     * @dev Requirements:
     * - the caller is the owner.
     * - `recipient` is not the zero address nor this contract.
     *
     * Emits a {RechargeRecipientAdded} event.
     */
    function addRechargeRecipient(address recipient) external;

    /**
     * @notice Stops {doRecharge} until {unpause}: nothing reaches the recipient meanwhile.
     * @dev Requirements:
     * - the caller holds GUARDIAN_ROLE.
     * - the contract is not paused.
     *
     * Emits a {Paused} event.
     */
    function pause() external;

    /**
     * @notice Lets {doRecharge} run again.
     * @dev Requirements:
     * - the caller holds UNPAUSER_ROLE (a guardian alone cannot undo a pause).
     * - the contract is paused.
     *
     * Emits an {Unpaused} event.
     */
    function unpause() external;

    /// @notice The address that receives every recharge from now on.
    function rechargeRecipient() external view returns (address);

    /// @notice The token users pay with (USDT).
    function token() external view returns (IERC20);
}
