// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {console2} from "forge-std/console2.sol";

import {Payouts} from "../src/Payouts.sol";
import {TestToken} from "../src/TestToken.sol";
import {BaseTest} from "./utils/BaseTest.sol";

/// @dev Gas of a payout through {Payouts} against the plain ERC20 `transfer` the hot wallet made
/// before, same token, amount and fresh recipient, each in its own test so storage starts cold.
/// As in FundingGas, a figure excludes the 21,000 intrinsic gas and calldata. The difference is the
/// price of exactly-once on chain: one new slot (the paid block), the role check and the call hop.
/// Print them with `npx forge test --match-contract PayoutsGas -vv` in packages/contracts.
contract PayoutsGasTest is BaseTest {
    address internal admin = makeAddr("admin");
    address internal payer = makeAddr("payer");
    address internal alice = makeAddr("alice");

    TestToken internal usdt;
    Payouts internal payouts;

    function setUp() public {
        usdt = new TestToken("Tether USD", "USDT", address(this));
        payouts = new Payouts(admin, payer);
        usdt.mint(payer, 1_000e18);
        // The hot wallet approves once, without limit, so a payout does not write the allowance.
        vm.prank(payer);
        usdt.approve(address(payouts), type(uint256).max);
    }

    function test_gas_pay() public {
        vm.prank(payer);
        uint256 gasBefore = gasleft();
        payouts.pay(keccak256("withdrawal 1"), usdt, alice, 100e18);
        console2.log("Payouts.pay", gasBefore - gasleft());
        assertEq(usdt.balanceOf(alice), 100e18, "paid");
    }

    function test_gas_plainTransfer() public {
        vm.prank(payer);
        uint256 gasBefore = gasleft();
        usdt.transfer(alice, 100e18);
        console2.log("ERC20 transfer", gasBefore - gasleft());
        assertEq(usdt.balanceOf(alice), 100e18, "paid");
    }
}
