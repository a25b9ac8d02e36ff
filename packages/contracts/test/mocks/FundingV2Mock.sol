// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Funding} from "../../src/Funding.sol";

/// @dev A next version of Funding for the upgrade test: same storage, one new function.
contract FundingV2Mock is Funding {
    function version() external pure returns (uint256) {
        return 2;
    }
}
