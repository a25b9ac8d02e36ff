// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

import {Payouts} from "../src/Payouts.sol";
import {TestToken} from "../src/TestToken.sol";
import {IPayouts} from "../src/interfaces/IPayouts.sol";
import {BaseTest} from "./utils/BaseTest.sol";

/// @dev `admin` stands for the timelock, `payer` for the server's hot key (which keeps its float
/// and approves Payouts once).
contract PayoutsTest is BaseTest {
    address internal admin = makeAddr("admin");
    address internal payer = makeAddr("payer");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    bytes32 internal constant ID = keccak256("withdrawal 42");

    TestToken internal usdt;
    Payouts internal payouts;

    function setUp() public {
        usdt = new TestToken("Tether USD", "USDT", address(this));
        payouts = new Payouts(admin, payer);
        usdt.mint(payer, 1_000e18);
        vm.prank(payer);
        usdt.approve(address(payouts), type(uint256).max);
        vm.roll(100);
    }

    function test_constructor_grantsTheRoles() public view {
        bytes32 payerRole = payouts.PAYER_ROLE();
        assertEq(payerRole, keccak256("PAYER_ROLE"), "PAYER_ROLE");
        assertTrue(payouts.hasRole(payouts.DEFAULT_ADMIN_ROLE(), admin), "admin");
        assertTrue(payouts.hasRole(payerRole, payer), "payer");
        assertTrue(!payouts.hasRole(payerRole, admin), "admin does not pay");
        assertTrue(!payouts.hasRole(payouts.DEFAULT_ADMIN_ROLE(), payer), "payer is no admin");
        assertEq(payouts.getRoleAdmin(payerRole), bytes32(0), "PAYER_ROLE admin");
        assertTrue(payouts.supportsInterface(type(IAccessControl).interfaceId), "IAccessControl");
    }

    function test_constructor_revertsOnZeroAdminOrPayer() public {
        vm.expectRevert(abi.encodeWithSelector(IPayouts.PayoutsZeroRoleAccount.selector, bytes32(0)));
        new Payouts(address(0), payer);
        vm.expectRevert(abi.encodeWithSelector(IPayouts.PayoutsZeroRoleAccount.selector, keccak256("PAYER_ROLE")));
        new Payouts(admin, address(0));
    }

    function test_pay_movesTheAmountFromThePayerAndRecordsTheBlock() public {
        assertEq(payouts.paidBlock(ID), 0, "unpaid reads 0");
        vm.prank(payer);
        vm.expectEmit(true, true, true, true, address(payouts));
        emit IPayouts.Paid(ID, address(usdt), alice, 25e18);
        payouts.pay(ID, usdt, alice, 25e18);

        assertEq(payouts.paidBlock(ID), 100, "paid block");
        assertEq(usdt.balanceOf(alice), 25e18, "alice received");
        assertEq(usdt.balanceOf(payer), 975e18, "payer paid");
        assertEq(usdt.balanceOf(address(payouts)), 0, "contract holds nothing");
    }

    function test_pay_refusesTheSameIdTwiceEvenLaterOrElsewhere() public {
        vm.prank(payer);
        payouts.pay(ID, usdt, alice, 1e18);
        vm.roll(500);
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPayouts.PayoutsAlreadyPaid.selector, ID, 100));
        payouts.pay(ID, usdt, bob, 2e18);
        assertEq(usdt.balanceOf(bob), 0, "second payout not made");
        assertEq(payouts.paidBlock(ID), 100, "first block kept");

        vm.prank(payer);
        payouts.pay(keccak256("withdrawal 43"), usdt, bob, 2e18);
        assertEq(payouts.paidBlock(keccak256("withdrawal 43")), 500, "another id pays");
    }

    function test_pay_revertsOnZeroIdRecipientOrAmount() public {
        vm.startPrank(payer);
        vm.expectRevert(abi.encodeWithSelector(IPayouts.PayoutsZeroId.selector));
        payouts.pay(bytes32(0), usdt, alice, 1e18);
        vm.expectRevert(abi.encodeWithSelector(IPayouts.PayoutsInvalidRecipient.selector, address(0)));
        payouts.pay(ID, usdt, address(0), 1e18);
        vm.expectRevert(abi.encodeWithSelector(IPayouts.PayoutsZeroAmount.selector));
        payouts.pay(ID, usdt, alice, 0);
        vm.stopPrank();
        assertEq(payouts.paidBlock(ID), 0, "nothing recorded");
    }

    function test_pay_revertsWhenThePayerLacksFundsAndRecordsNothing() public {
        vm.prank(payer);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, payer, 1_000e18, 1_001e18)
        );
        payouts.pay(ID, usdt, alice, 1_001e18);
        assertEq(payouts.paidBlock(ID), 0, "a failed payout can be retried");
    }

    function test_pay_revertsOnATokenThatIsNoContract() public {
        address notAToken = makeAddr("notAToken");
        vm.prank(payer);
        vm.expectRevert(abi.encodeWithSelector(SafeERC20.SafeERC20FailedOperation.selector, notAToken));
        payouts.pay(ID, IERC20(notAToken), alice, 1e18);
    }

    function test_pay_onlyByAPayer() public {
        bytes32 payerRole = payouts.PAYER_ROLE();
        address[2] memory others = [admin, alice];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectMissingRole(others[i], payerRole);
            payouts.pay(ID, usdt, alice, 1e18);
        }
    }

    function test_pay_pullsOnlyFromTheCaller() public {
        // Another approval to Payouts is out of a payer's reach: pay always pulls from msg.sender.
        address other = makeAddr("other");
        usdt.mint(other, 10e18);
        vm.prank(other);
        usdt.approve(address(payouts), type(uint256).max);
        address secondPayer = makeAddr("secondPayer");
        bytes32 payerRole = payouts.PAYER_ROLE();
        vm.prank(admin);
        payouts.grantRole(payerRole, secondPayer);

        vm.prank(secondPayer);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(payouts), 0, 1e18)
        );
        payouts.pay(ID, usdt, secondPayer, 1e18);
        assertEq(usdt.balanceOf(other), 10e18, "other's funds untouched");
    }

    function test_payer_hasNoOtherPower() public {
        bytes32 adminRole = payouts.DEFAULT_ADMIN_ROLE();
        bytes32 payerRole = payouts.PAYER_ROLE();
        vm.startPrank(payer);
        expectMissingRole(payer, adminRole);
        payouts.grantRole(payerRole, alice);
        expectMissingRole(payer, adminRole);
        payouts.grantRole(adminRole, payer);
        expectMissingRole(payer, adminRole);
        payouts.revokeRole(adminRole, admin);
        vm.stopPrank();
        assertTrue(!payouts.hasRole(payerRole, alice), "nothing granted");
        assertTrue(payouts.hasRole(adminRole, admin), "admin kept");
    }

    function test_admin_replacesALeakedPayer() public {
        bytes32 payerRole = payouts.PAYER_ROLE();
        address nextPayer = makeAddr("nextPayer");
        vm.startPrank(admin);
        payouts.revokeRole(payerRole, payer);
        payouts.grantRole(payerRole, nextPayer);
        vm.stopPrank();

        vm.prank(payer);
        expectMissingRole(payer, payerRole);
        payouts.pay(ID, usdt, payer, 1e18);

        usdt.mint(nextPayer, 1e18);
        vm.startPrank(nextPayer);
        usdt.approve(address(payouts), 1e18);
        payouts.pay(ID, usdt, alice, 1e18);
        vm.stopPrank();
        assertEq(usdt.balanceOf(alice), 1e18, "new payer pays");
    }

    function testFuzz_pay_eachIdAtMostOnce(bytes32 id, uint256 amount, address to) public {
        vm.assume(id != bytes32(0) && to != address(0) && to != payer);
        amount = bound(amount, 1, 500e18);
        vm.startPrank(payer);
        payouts.pay(id, usdt, to, amount);
        vm.expectRevert(abi.encodeWithSelector(IPayouts.PayoutsAlreadyPaid.selector, id, 100));
        payouts.pay(id, usdt, to, amount);
        vm.stopPrank();
        assertEq(usdt.balanceOf(to), amount, "paid once");
    }
}
