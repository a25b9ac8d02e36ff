// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Funding} from "../../src/Funding.sol";

/**
 * @dev A next version of Funding for the upgrade tests: one new function and one new storage
 * variable. A contract that inherits Funding cannot grow Funding's namespaced struct, so the new
 * variable lives in a namespace of its own (ERC-7201), after everything Funding stores. A version
 * that edits Funding.sol instead appends to `FundingStorage`; the storage-layout check
 * (scripts/lib/storage-layout.test.ts) accepts that and refuses any reorder, retype or removal.
 */
contract FundingV2 is Funding {
    /// @custom:storage-location erc7201:woohoo.storage.FundingV2
    struct FundingV2Storage {
        uint256 depositCap;
    }

    // keccak256(abi.encode(uint256(keccak256("woohoo.storage.FundingV2")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant FUNDING_V2_STORAGE_LOCATION =
        0xf74cf7a5eddeea7f6c1587d22dfd232d152b5a2b17b01d3f8b0666575cda9100;

    event DepositCapSet(uint256 cap);

    function version() external pure returns (uint256) {
        return 2;
    }

    function depositCap() external view returns (uint256) {
        return _getFundingV2Storage().depositCap;
    }

    /// @dev Only the owner; the value is stored and read back, nothing enforces it in this mock.
    function setDepositCap(uint256 cap) external onlyOwner {
        _getFundingV2Storage().depositCap = cap;
        emit DepositCapSet(cap);
    }

    function _getFundingV2Storage() private pure returns (FundingV2Storage storage $) {
        assembly ("memory-safe") {
            $.slot := FUNDING_V2_STORAGE_LOCATION
        }
    }
}
