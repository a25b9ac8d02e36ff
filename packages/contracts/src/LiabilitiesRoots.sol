// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

import {ILiabilitiesRoots} from "./interfaces/ILiabilitiesRoots.sol";

/**
 * @title LiabilitiesRoots
 * @notice Write-once register of the daily proof-of-liabilities roots. The platform's publisher
 * key publishes each day's root and total per asset after building the trees; since a day and
 * asset can never be published twice, a root users verified against cannot be swapped later.
 * @dev Not upgradeable on purpose: an upgrade could rewrite history. The admin only manages who
 * may publish.
 */
contract LiabilitiesRoots is ILiabilitiesRoots, AccessControl {
    bytes32 public constant PUBLISHER_ROLE = keccak256("PUBLISHER_ROLE");

    struct Entry {
        bytes32 root;
        uint256 total;
        bool published;
    }

    mapping(uint256 day => mapping(bytes32 asset => Entry)) private _entries;

    /**
     * @dev Requirements: none; a zero `admin` leaves the roles fixed for ever.
     */
    constructor(address admin, address publisher) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PUBLISHER_ROLE, publisher);
    }

    /// @inheritdoc ILiabilitiesRoots
    function publish(uint256 day, bytes32 asset, bytes32 root, uint256 total) external onlyRole(PUBLISHER_ROLE) {
        if (day < 20000101 || day > 99991231 || asset == bytes32(0)) revert LiabilitiesRootInvalidKey(day, asset);
        Entry storage entry = _entries[day][asset];
        if (entry.published) revert LiabilitiesRootAlreadyPublished(day, asset, entry.root);
        _entries[day][asset] = Entry({root: root, total: total, published: true});
        emit LiabilitiesRootPublished(day, asset, root, total);
    }

    /// @inheritdoc ILiabilitiesRoots
    function rootOf(uint256 day, bytes32 asset) external view returns (bytes32 root, uint256 total, bool published) {
        Entry storage entry = _entries[day][asset];
        return (entry.root, entry.total, entry.published);
    }
}
