// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

import {Vm} from "./Vm.sol";

/// @dev Minimal stand-in for forge-std's Test: cheatcodes, native assertions (they revert, so
/// forge needs no legacy `failed()` slot), `bound` and `makeAddr`.
abstract contract BaseTest {
    error BoundMaxBelowMin(uint256 min, uint256 max);

    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    bool public constant IS_TEST = true;

    /// @dev Same mapping as forge-std's `bound`: in-range values are kept so the fuzzer's
    /// dictionary values survive; 0..3 and max-3..max map to the edges of the range.
    function bound(uint256 x, uint256 min, uint256 max) internal pure returns (uint256) {
        if (min > max) revert BoundMaxBelowMin(min, max);
        if (x >= min && x <= max) return x;
        uint256 size = max - min + 1;
        if (x <= 3 && size > x) return min + x;
        if (x >= type(uint256).max - 3 && size > type(uint256).max - x) return max - (type(uint256).max - x);
        if (x > max) {
            uint256 rem = (x - max) % size;
            return rem == 0 ? max : min + rem - 1;
        }
        uint256 remBelow = (min - x) % size;
        return remBelow == 0 ? min : max - remBelow + 1;
    }

    /// @dev The next call must revert because `account` lacks `role` (OpenZeppelin AccessControl).
    function expectMissingRole(address account, bytes32 role) internal {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, account, role)
        );
    }

    /// @dev The next call must revert because `account` is not the owner (Ownable and OwnableUpgradeable).
    function expectNotOwner(address account) internal {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, account));
    }

    function makeAddr(string memory name) internal returns (address account) {
        account = vm.addr(uint256(keccak256(bytes(name))));
        vm.label(account, name);
    }

    function assertTrue(bool condition, string memory message) internal pure {
        vm.assertTrue(condition, message);
    }

    function assertEq(uint256 left, uint256 right, string memory message) internal pure {
        vm.assertEq(left, right, message);
    }

    function assertEq(address left, address right, string memory message) internal pure {
        vm.assertEq(left, right, message);
    }

    function assertEq(bool left, bool right, string memory message) internal pure {
        vm.assertEq(left, right, message);
    }

    function assertEq(bytes32 left, bytes32 right, string memory message) internal pure {
        vm.assertEq(left, right, message);
    }

    function assertEq(string memory left, string memory right, string memory message) internal pure {
        vm.assertEq(left, right, message);
    }

    function assertLe(uint256 left, uint256 right, string memory message) internal pure {
        vm.assertLe(left, right, message);
    }

    function assertGe(uint256 left, uint256 right, string memory message) internal pure {
        vm.assertGe(left, right, message);
    }

    function assertApproxEqAbs(uint256 left, uint256 right, uint256 maxDelta, string memory message)
        internal
        pure
    {
        vm.assertApproxEqAbs(left, right, maxDelta, message);
    }
}
