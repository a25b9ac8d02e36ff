// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";

import {Funding} from "../src/Funding.sol";
import {ReentrantToken} from "./mocks/ReentrantToken.sol";
import {FundingFixture} from "./utils/FundingFixture.sol";

contract FundingReentrancyTest is FundingFixture {
    ReentrantToken internal evil;
    Funding internal pool;

    function setUp() public override {
        super.setUp();
        evil = new ReentrantToken();
        pool = deployProxy(address(implementation), roles(), IERC20(address(evil)), bhc);
        evil.mint(alice, 10e18);
        vm.prank(alice);
        evil.approve(address(pool), type(uint256).max);
        vm.prank(alice);
        pool.deposit(5e18);
    }

    function test_deposit_rejectsReentryFromTheToken() public {
        evil.arm(address(pool), abi.encodeCall(Funding.withdraw, (1e18)));
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector));
        pool.deposit(1e18);
    }

    function test_withdraw_rejectsReentryFromTheToken() public {
        evil.arm(address(pool), abi.encodeCall(Funding.deposit, (1e18)));
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector));
        pool.withdraw(1e18);
    }
}
