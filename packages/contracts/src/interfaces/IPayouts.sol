// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/**
 * @title IPayouts
 * @notice The treasury's withdrawal payouts, each named by its withdrawal's id, so the chain itself
 * refuses to pay one withdrawal twice, even when the server's database was restored from an old
 * backup (DESIGN "Custody (real money)": exactly once is a property of the chain).
 */
interface IPayouts {
    /// @notice Withdrawal `id` was paid: `amount` of `token` (smallest unit) to `to`.
    event Paid(bytes32 indexed id, address indexed token, address indexed to, uint256 amount);

    /// @notice Withdrawal `id` was paid before, in block `paidAtBlock`.
    error PayoutsAlreadyPaid(bytes32 id, uint256 paidAtBlock);

    /// @notice A payout needs a withdrawal id; zero is none.
    error PayoutsZeroId();

    /// @notice A payout of zero tokens was attempted.
    error PayoutsZeroAmount();

    /// @notice `to` cannot receive a payout (zero address).
    error PayoutsInvalidRecipient(address to);

    /// @notice The account for `role` is the zero address, but that role must have a holder.
    error PayoutsZeroRoleAccount(bytes32 role);

    /**
     * @notice Pays withdrawal `id`: moves `amount` of `token` from the caller (the hot wallet,
     * which approved this contract once) to `to`, and records the block so `id` is never paid again.
     * @dev Requirements:
     * - the caller holds PAYER_ROLE.
     * - `id` is not zero and was not paid before.
     * - `to` is not the zero address; `amount` is not zero.
     * - the caller approved this contract for at least `amount` of `token` and holds it.
     *
     * Emits a {Paid} event.
     */
    function pay(bytes32 id, IERC20 token, address to, uint256 amount) external;

    /// @notice The block in which withdrawal `id` was paid; 0 when it was not.
    function paidBlock(bytes32 id) external view returns (uint256);
}
