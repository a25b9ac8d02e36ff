// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

import {Recharge} from "../src/Recharge.sol";
import {TestToken} from "../src/TestToken.sol";
import {IRecharge} from "../src/interfaces/IRecharge.sol";
import {BaseTest} from "./utils/BaseTest.sol";

contract RechargeTest is BaseTest {
    address internal owner = makeAddr("owner");
    address internal recipient = makeAddr("recipient");
    address internal alice = makeAddr("alice");

    TestToken internal usdt;
    Recharge internal recharge;

    function setUp() public {
        usdt = new TestToken("Tether USD", "USDT", address(this));
        recharge = new Recharge(owner, usdt, recipient);
    }

    function test_constructor_setsOwnerTokenAndRecipient() public view {
        assertEq(recharge.owner(), owner, "owner");
        assertEq(address(recharge.token()), address(usdt), "token");
        assertEq(recharge.rechargeRecipient(), recipient, "recipient");
    }

    function test_constructor_emitsRechargeRecipientAdded() public {
        vm.expectEmit(true, true, false, true);
        emit IRecharge.RechargeRecipientAdded(address(0), recipient);
        new Recharge(owner, usdt, recipient);
    }

    function test_constructor_revertsOnZeroToken() public {
        vm.expectRevert(abi.encodeWithSelector(IRecharge.RechargeInvalidToken.selector, address(0)));
        new Recharge(owner, IERC20(address(0)), recipient);
    }

    function test_constructor_revertsOnZeroRecipient() public {
        vm.expectRevert(abi.encodeWithSelector(IRecharge.RechargeInvalidRecipient.selector, address(0)));
        new Recharge(owner, usdt, address(0));
    }

    function test_constructor_revertsOnZeroOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new Recharge(address(0), usdt, recipient);
    }

    function test_doRecharge_movesTokensToRecipient() public {
        fund(alice, 50e18);
        vm.prank(alice);
        recharge.doRecharge(20e18);

        assertEq(usdt.balanceOf(recipient), 20e18, "recipient received");
        assertEq(usdt.balanceOf(alice), 30e18, "alice paid");
        assertEq(usdt.balanceOf(address(recharge)), 0, "contract holds nothing");
    }

    function test_doRecharge_emitsRecharge() public {
        fund(alice, 1e18);
        vm.prank(alice);
        vm.expectEmit(true, false, false, true, address(recharge));
        emit IRecharge.Recharge(alice, 1e18);
        recharge.doRecharge(1e18);
    }

    function test_doRecharge_revertsOnZeroAmount() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IRecharge.RechargeZeroAmount.selector));
        recharge.doRecharge(0);
    }

    function test_doRecharge_revertsWithoutAllowance() public {
        usdt.mint(alice, 1e18);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(recharge), 0, 1e18)
        );
        recharge.doRecharge(1e18);
    }

    function test_doRecharge_revertsWithoutBalance() public {
        vm.startPrank(alice);
        usdt.approve(address(recharge), 1e18);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, alice, 0, 1e18));
        recharge.doRecharge(1e18);
        vm.stopPrank();
    }

    function test_addRechargeRecipient_replacesTheRecipient() public {
        address next = makeAddr("next");
        vm.prank(owner);
        vm.expectEmit(true, true, false, true, address(recharge));
        emit IRecharge.RechargeRecipientAdded(recipient, next);
        recharge.addRechargeRecipient(next);
        assertEq(recharge.rechargeRecipient(), next, "recipient");

        fund(alice, 1e18);
        vm.prank(alice);
        recharge.doRecharge(1e18);
        assertEq(usdt.balanceOf(next), 1e18, "new recipient paid");
        assertEq(usdt.balanceOf(recipient), 0, "old recipient not paid");
    }

    function test_addRechargeRecipient_revertsForNonOwner() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        recharge.addRechargeRecipient(alice);
    }

    function test_addRechargeRecipient_revertsOnZeroAddress() public {
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(IRecharge.RechargeInvalidRecipient.selector, address(0)));
        recharge.addRechargeRecipient(address(0));
    }

    function test_addRechargeRecipient_revertsOnTheContractItself() public {
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(IRecharge.RechargeInvalidRecipient.selector, address(recharge)));
        recharge.addRechargeRecipient(address(recharge));
    }

    function test_transferOwnership_takesTwoSteps() public {
        vm.prank(owner);
        recharge.transferOwnership(alice);
        assertEq(recharge.owner(), owner, "owner until accepted");
        assertEq(recharge.pendingOwner(), alice, "pendingOwner");

        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, alice));
        recharge.addRechargeRecipient(alice);

        vm.prank(alice);
        recharge.acceptOwnership();
        assertEq(recharge.owner(), alice, "new owner");

        vm.prank(alice);
        recharge.addRechargeRecipient(alice);
        assertEq(recharge.rechargeRecipient(), alice, "new owner can set recipient");
    }

    function test_acceptOwnership_revertsForOthers() public {
        vm.prank(owner);
        recharge.transferOwnership(alice);
        vm.prank(recipient);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, recipient));
        recharge.acceptOwnership();
    }

    function testFuzz_doRecharge_movesExactlyTheAmount(uint256 balance, uint256 amount) public {
        balance = bound(balance, 1, 1e30);
        amount = bound(amount, 1, balance);
        fund(alice, balance);
        vm.prank(alice);
        recharge.doRecharge(amount);
        assertEq(usdt.balanceOf(recipient), amount, "recipient");
        assertEq(usdt.balanceOf(alice), balance - amount, "payer");
    }

    function fund(address user, uint256 amount) private {
        usdt.mint(user, amount);
        vm.prank(user);
        usdt.approve(address(recharge), amount);
    }
}
