// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

import {TestToken} from "../src/TestToken.sol";
import {BaseTest} from "./utils/BaseTest.sol";

contract TestTokenTest is BaseTest {
    address internal owner = makeAddr("owner");
    address internal alice = makeAddr("alice");
    TestToken internal token;

    function setUp() public {
        token = new TestToken("Woohoo", "WOOHOO", owner);
    }

    function test_metadata() public view {
        assertEq(token.name(), "Woohoo", "name");
        assertEq(token.symbol(), "WOOHOO", "symbol");
        assertEq(uint256(token.decimals()), 18, "decimals");
        assertEq(token.owner(), owner, "owner");
    }

    function test_mint_byOwner() public {
        vm.prank(owner);
        token.mint(alice, 5e18);
        assertEq(token.balanceOf(alice), 5e18, "balance");
        assertEq(token.totalSupply(), 5e18, "supply");
    }

    function test_mint_revertsForNonOwner() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        token.mint(alice, 1);
    }
}
