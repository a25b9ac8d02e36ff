// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/**
 * @title ILiabilitiesRoots
 * @notice The daily proof of liabilities on chain: per settlement day and asset, the root and the
 * total of the Merkle-sum tree of every user's balance (docs/rules.md "Proof of liabilities").
 * A day and asset is published once; nobody can publish it again or change it.
 */
interface ILiabilitiesRoots {
    /// @notice The tree of `asset` for `day` has root `root` and total `total`.
    event LiabilitiesRootPublished(uint256 indexed day, bytes32 indexed asset, bytes32 root, uint256 total);

    /// @notice `day` and `asset` were published before, with root `root`.
    error LiabilitiesRootAlreadyPublished(uint256 day, bytes32 asset, bytes32 root);

    /// @notice `day` is not a date written as YYYYMMDD, or `asset` is empty.
    error LiabilitiesRootInvalidKey(uint256 day, bytes32 asset);

    /**
     * @notice Records the root and total of `asset`'s tree for `day`.
     * @dev `day` is the settlement date as the number YYYYMMDD (20261123); `asset` the symbol's
     * ASCII right-padded with zeros. An empty tree publishes the zero root with total 0.
     *
     * Requirements:
     * - the caller holds PUBLISHER_ROLE.
     * - `day` lies between 20000101 and 99991231 and `asset` is not zero.
     * - `day` and `asset` were not published before.
     *
     * Emits a {LiabilitiesRootPublished} event.
     */
    function publish(uint256 day, bytes32 asset, bytes32 root, uint256 total) external;

    /// @notice The root and total published for `day` and `asset`, and whether there is one.
    function rootOf(uint256 day, bytes32 asset) external view returns (bytes32 root, uint256 total, bool published);
}
