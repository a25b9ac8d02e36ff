// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";

import {Recharge} from "../src/Recharge.sol";
import {TestToken} from "../src/TestToken.sol";
import {IRecharge} from "../src/interfaces/IRecharge.sol";
import {BaseTest} from "./utils/BaseTest.sol";

/// @dev `owner` stands for the timelock (owner and DEFAULT_ADMIN_ROLE), `unpauser` for the Safe,
/// `hotKey` for the server's treasury key, which owned Recharge before the roles and holds nothing now.
contract RechargeTest is BaseTest {
    address internal owner = makeAddr("owner");
    address internal unpauser = makeAddr("unpauser");
    address internal guardian = makeAddr("guardian");
    address internal hotKey = makeAddr("hotKey");
    address internal recipient = makeAddr("recipient");
    address internal alice = makeAddr("alice");

    TestToken internal usdt;
    Recharge internal recharge;

    function setUp() public {
        usdt = new TestToken("Tether USD", "USDT", address(this));
        recharge = new Recharge(usdt, recipient, owner, unpauser, guardian);
    }

    function test_constructor_setsOwnerTokenAndRecipient() public view {
        assertEq(recharge.owner(), owner, "owner");
        assertEq(address(recharge.token()), address(usdt), "token");
        assertEq(recharge.rechargeRecipient(), recipient, "recipient");
    }

    function test_constructor_grantsTheRoles() public view {
        bytes32 admin = recharge.DEFAULT_ADMIN_ROLE();
        bytes32 guardianRole = recharge.GUARDIAN_ROLE();
        bytes32 unpauserRole = recharge.UNPAUSER_ROLE();
        assertEq(guardianRole, keccak256("GUARDIAN_ROLE"), "GUARDIAN_ROLE");
        assertEq(unpauserRole, keccak256("UNPAUSER_ROLE"), "UNPAUSER_ROLE");
        assertTrue(recharge.hasRole(admin, owner), "owner is admin");
        assertTrue(recharge.hasRole(unpauserRole, unpauser), "unpauser");
        assertTrue(recharge.hasRole(guardianRole, unpauser), "unpauser can pause");
        assertTrue(recharge.hasRole(guardianRole, guardian), "guardian");
        assertTrue(!recharge.hasRole(unpauserRole, guardian), "guardian cannot unpause");
        assertEq(recharge.getRoleAdmin(guardianRole), admin, "GUARDIAN_ROLE admin");
        assertEq(recharge.getRoleAdmin(unpauserRole), admin, "UNPAUSER_ROLE admin");
        assertTrue(recharge.supportsInterface(type(IAccessControl).interfaceId), "IAccessControl");
        assertTrue(!recharge.paused(), "not paused");
    }

    function test_constructor_withoutGuardianLeavesTheUnpauserAsOnlyGuardian() public {
        Recharge bare = new Recharge(usdt, recipient, owner, unpauser, address(0));
        assertTrue(!bare.hasRole(bare.GUARDIAN_ROLE(), address(0)), "zero address holds nothing");
        vm.prank(unpauser);
        bare.pause();
        assertTrue(bare.paused(), "unpauser paused");
    }

    function test_constructor_revertsOnZeroUnpauser() public {
        vm.expectRevert(abi.encodeWithSelector(IRecharge.RechargeZeroRoleAccount.selector, keccak256("UNPAUSER_ROLE")));
        new Recharge(usdt, recipient, owner, address(0), guardian);
    }

    function test_constructor_emitsRechargeRecipientAdded() public {
        vm.expectEmit(true, true, false, true);
        emit IRecharge.RechargeRecipientAdded(address(0), recipient);
        new Recharge(usdt, recipient, owner, unpauser, guardian);
    }

    function test_constructor_revertsOnZeroToken() public {
        vm.expectRevert(abi.encodeWithSelector(IRecharge.RechargeInvalidToken.selector, address(0)));
        new Recharge(IERC20(address(0)), recipient, owner, unpauser, guardian);
    }

    function test_constructor_revertsOnZeroRecipient() public {
        vm.expectRevert(abi.encodeWithSelector(IRecharge.RechargeInvalidRecipient.selector, address(0)));
        new Recharge(usdt, address(0), owner, unpauser, guardian);
    }

    function test_constructor_revertsOnZeroOwner() public {
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableInvalidOwner.selector, address(0)));
        new Recharge(usdt, recipient, address(0), unpauser, guardian);
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

    function test_addRechargeRecipient_notByTheUnpauserOrGuardian() public {
        address[2] memory others = [unpauser, guardian];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectNotOwner(others[i]);
            recharge.addRechargeRecipient(others[i]);
        }
        assertEq(recharge.rechargeRecipient(), recipient, "recipient unchanged");
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

    function test_pause_stopsDoRechargeUntilTheUnpauserUnpauses() public {
        fund(alice, 2e18);
        vm.prank(guardian);
        vm.expectEmit(false, false, false, true, address(recharge));
        emit Pausable.Paused(guardian);
        recharge.pause();

        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Pausable.EnforcedPause.selector));
        recharge.doRecharge(1e18);

        bytes32 unpauserRole = recharge.UNPAUSER_ROLE();
        vm.prank(guardian);
        expectMissingRole(guardian, unpauserRole);
        recharge.unpause();
        vm.prank(owner);
        expectMissingRole(owner, unpauserRole);
        recharge.unpause();

        vm.prank(unpauser);
        vm.expectEmit(false, false, false, true, address(recharge));
        emit Pausable.Unpaused(unpauser);
        recharge.unpause();
        vm.prank(alice);
        recharge.doRecharge(1e18);
        assertEq(usdt.balanceOf(recipient), 1e18, "recharges again after unpause");
    }

    function test_pause_keepsTheOwnerAbleToChangeTheRecipient() public {
        vm.prank(unpauser);
        recharge.pause();
        address next = makeAddr("next");
        vm.prank(owner);
        recharge.addRechargeRecipient(next);
        assertEq(recharge.rechargeRecipient(), next, "recipient changed while paused");
    }

    function test_pause_revertsWithoutGuardianRole() public {
        bytes32 guardianRole = recharge.GUARDIAN_ROLE();
        address[3] memory others = [alice, owner, hotKey];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectMissingRole(others[i], guardianRole);
            recharge.pause();
        }
    }

    function test_pause_revertsWhenAlreadyPausedAndUnpauseWhenNot() public {
        vm.prank(unpauser);
        vm.expectRevert(abi.encodeWithSelector(Pausable.ExpectedPause.selector));
        recharge.unpause();
        vm.startPrank(guardian);
        recharge.pause();
        vm.expectRevert(abi.encodeWithSelector(Pausable.EnforcedPause.selector));
        recharge.pause();
        vm.stopPrank();
    }

    function test_hotKey_hasNoPowerLeft() public {
        bytes32 admin = recharge.DEFAULT_ADMIN_ROLE();
        bytes32 guardianRole = recharge.GUARDIAN_ROLE();
        vm.startPrank(hotKey);
        expectNotOwner(hotKey);
        recharge.addRechargeRecipient(hotKey);
        expectNotOwner(hotKey);
        recharge.transferOwnership(hotKey);
        expectNotOwner(hotKey);
        recharge.renounceOwnership();
        expectMissingRole(hotKey, admin);
        recharge.grantRole(guardianRole, hotKey);
        expectMissingRole(hotKey, admin);
        recharge.revokeRole(guardianRole, guardian);
        vm.stopPrank();
        assertEq(recharge.rechargeRecipient(), recipient, "recipient unchanged");
        assertEq(recharge.owner(), owner, "owner unchanged");
    }

    function test_grantRole_byTheAdminOnly() public {
        bytes32 guardianRole = recharge.GUARDIAN_ROLE();
        bytes32 admin = recharge.DEFAULT_ADMIN_ROLE();
        vm.prank(unpauser);
        expectMissingRole(unpauser, admin);
        recharge.grantRole(guardianRole, alice);

        vm.prank(owner);
        recharge.grantRole(guardianRole, alice);
        assertTrue(recharge.hasRole(guardianRole, alice), "granted");
        vm.prank(owner);
        recharge.revokeRole(guardianRole, alice);
        assertTrue(!recharge.hasRole(guardianRole, alice), "revoked");
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
