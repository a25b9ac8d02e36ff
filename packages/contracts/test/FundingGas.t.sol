// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {console2} from "forge-std/console2.sol";

import {FundingFixture} from "./utils/FundingFixture.sol";

/// @dev Gas of the user-facing calls, each measured in its own test so storage starts cold, as in a
/// real transaction. A figure is the gas the call costs its caller: it includes the cold access to the
/// pool (2,600) and excludes the transaction's 21,000 intrinsic gas and calldata. (Under `--gas-report`
/// forge isolates each call into its own transaction, and the figures then include both.)
/// Print them with `npm run gas` in packages/contracts.
abstract contract FundingGasBase is FundingFixture {
    function setUp() public virtual override {
        super.setUp();
        // A pool already in use: another staker and one reward, so no slot is written for the first time
        // except the user's own.
        deposit(bob, 1_000e18);
        addReward(10e18);
        usdt.mint(alice, 1_000e18);
        vm.prank(alice);
        usdt.approve(address(funding), type(uint256).max);
    }

    function report(string memory name, uint256 gasBefore) internal view {
        console2.log(name, gasBefore - gasleft());
    }
}

contract FundingGasFirstDepositTest is FundingGasBase {
    function test_gas_firstDeposit() public {
        vm.prank(alice);
        uint256 gasBefore = gasleft();
        funding.deposit(100e18);
        report("first deposit", gasBefore);
    }
}

contract FundingGasSecondDepositTest is FundingGasBase {
    function setUp() public override {
        super.setUp();
        vm.prank(alice);
        funding.deposit(100e18);
        addReward(10e18);
    }

    function test_gas_secondDeposit() public {
        vm.prank(alice);
        uint256 gasBefore = gasleft();
        funding.deposit(100e18);
        report("second deposit", gasBefore);
    }

    function test_gas_withdraw() public {
        vm.prank(alice);
        uint256 gasBefore = gasleft();
        funding.withdraw(50e18);
        report("withdraw", gasBefore);
    }

    function test_gas_claim() public {
        vm.prank(alice);
        uint256 gasBefore = gasleft();
        funding.claim();
        report("claim", gasBefore);
    }
}
