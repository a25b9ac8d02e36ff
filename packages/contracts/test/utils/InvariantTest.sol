// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev The part of forge-std's StdInvariant these tests need. forge calls `targetContracts()`
/// and `targetSelectors()` on the test contract to decide what the fuzzer may call.
abstract contract InvariantTest {
    struct FuzzSelector {
        address addr;
        bytes4[] selectors;
    }

    address[] private _targetedContracts;
    FuzzSelector[] private _targetedSelectors;

    function targetContract(address target) internal {
        _targetedContracts.push(target);
    }

    function targetSelector(FuzzSelector memory selector) internal {
        _targetedSelectors.push(selector);
    }

    function targetContracts() public view returns (address[] memory) {
        return _targetedContracts;
    }

    function targetSelectors() public view returns (FuzzSelector[] memory) {
        return _targetedSelectors;
    }
}
