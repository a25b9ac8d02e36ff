// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import {IPayouts} from "./interfaces/IPayouts.sol";

/**
 * @title Payouts
 * @notice Pays the platform's withdrawals on chain at most once each: a payout names its
 * withdrawal's id, and a second payout of the same id reverts with the block of the first.
 * @dev The contract holds no funds: it pulls each payout from the payer, so the hot wallet keeps
 * its float and approves this contract once, and only a PAYER can pull, only from itself.
 * One SSTORE per payout (the block number), which also makes the record cheap to read back.
 *
 * Not upgradeable on purpose: an upgrade could forget what was paid. The admin (the timelock)
 * only manages who may pay, so a leaked hot key can be replaced.
 */
contract Payouts is IPayouts, AccessControl {
    using SafeERC20 for IERC20;

    /// @notice May {pay}: the server's hot key.
    bytes32 public constant PAYER_ROLE = keccak256("PAYER_ROLE");

    /// @inheritdoc IPayouts
    mapping(bytes32 id => uint256 blockNumber) public paidBlock;

    /**
     * @dev Requirements:
     * - `admin` and `payer` are not the zero address: without an admin a leaked payer key could
     *   never be revoked, without a payer nothing could be paid.
     *
     * Emits {RoleGranted} events.
     */
    constructor(address admin, address payer) {
        if (admin == address(0)) revert PayoutsZeroRoleAccount(DEFAULT_ADMIN_ROLE);
        if (payer == address(0)) revert PayoutsZeroRoleAccount(PAYER_ROLE);
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PAYER_ROLE, payer);
    }

    /// @inheritdoc IPayouts
    function pay(bytes32 id, IERC20 token, address to, uint256 amount) external onlyRole(PAYER_ROLE) {
        if (id == bytes32(0)) revert PayoutsZeroId();
        if (to == address(0)) revert PayoutsInvalidRecipient(to);
        if (amount == 0) revert PayoutsZeroAmount();
        uint256 paidAtBlock = paidBlock[id];
        if (paidAtBlock != 0) revert PayoutsAlreadyPaid(id, paidAtBlock);

        paidBlock[id] = block.number;
        emit Paid(id, address(token), to, amount);

        token.safeTransferFrom(msg.sender, to, amount);
    }
}
