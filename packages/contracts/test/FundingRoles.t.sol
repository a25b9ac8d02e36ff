// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";

import {FundingV2} from "./mocks/FundingV2.sol";
import {FundingFixture} from "./utils/FundingFixture.sol";

/// @dev Who may do what on Funding (DESIGN "Custody (real money)"): the rewarder only rewards, the
/// guardian only pauses, the unpauser pauses and unpauses, the admin upgrades and manages roles.
contract FundingRolesTest is FundingFixture {
    function test_rewarder_hasNoOtherPower() public {
        bytes32 admin = funding.DEFAULT_ADMIN_ROLE();
        bytes32 rewarderRole = funding.REWARDER_ROLE();
        bytes32 guardianRole = funding.GUARDIAN_ROLE();
        bytes32 unpauserRole = funding.UNPAUSER_ROLE();
        FundingV2 v2 = new FundingV2();

        vm.startPrank(rewarder);
        expectNotOwner(rewarder);
        funding.upgradeToAndCall(address(v2), "");
        expectNotOwner(rewarder);
        funding.transferOwnership(rewarder);
        expectNotOwner(rewarder);
        funding.renounceOwnership();
        expectMissingRole(rewarder, admin);
        funding.grantRole(admin, rewarder);
        expectMissingRole(rewarder, admin);
        funding.grantRole(rewarderRole, alice);
        expectMissingRole(rewarder, admin);
        funding.revokeRole(unpauserRole, unpauser);
        expectMissingRole(rewarder, guardianRole);
        funding.pause();
        expectMissingRole(rewarder, unpauserRole);
        funding.unpause();
        vm.stopPrank();

        assertEq(implementationOf(address(funding)), address(implementation), "implementation unchanged");
        assertEq(funding.owner(), owner, "owner unchanged");
        assertTrue(funding.hasRole(unpauserRole, unpauser), "unpauser kept");
    }

    function test_upgradeToAndCall_onlyByTheOwner() public {
        FundingV2 v2 = new FundingV2();
        address[4] memory others = [alice, guardian, unpauser, rewarder];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectNotOwner(others[i]);
            funding.upgradeToAndCall(address(v2), "");
        }
        vm.prank(owner);
        funding.upgradeToAndCall(address(v2), "");
        assertEq(implementationOf(address(funding)), address(v2), "owner upgraded");
    }

    function test_transferOwnership_onlyByTheOwner() public {
        vm.prank(unpauser);
        expectNotOwner(unpauser);
        funding.transferOwnership(unpauser);
        vm.prank(owner);
        funding.transferOwnership(alice);
        assertEq(funding.pendingOwner(), alice, "pending");
    }

    function test_grantAndRevokeRole_onlyByTheAdmin() public {
        bytes32 admin = funding.DEFAULT_ADMIN_ROLE();
        bytes32 rewarderRole = funding.REWARDER_ROLE();
        address[3] memory others = [guardian, unpauser, alice];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectMissingRole(others[i], admin);
            funding.grantRole(rewarderRole, alice);
            vm.prank(others[i]);
            expectMissingRole(others[i], admin);
            funding.revokeRole(rewarderRole, rewarder);
        }

        // A leaked hot key is replaced: the admin revokes it and grants a new one.
        address nextKey = makeAddr("nextKey");
        vm.startPrank(owner);
        funding.revokeRole(rewarderRole, rewarder);
        funding.grantRole(rewarderRole, nextKey);
        vm.stopPrank();
        deposit(alice, 1e18);
        bhc.mint(rewarder, 1e18);
        vm.prank(rewarder);
        expectMissingRole(rewarder, rewarderRole);
        funding.addReward(1e18);
        bhc.mint(nextKey, 1e18);
        vm.startPrank(nextKey);
        bhc.approve(address(funding), 1e18);
        funding.addReward(1e18);
        vm.stopPrank();
        assertEq(pendingOf(alice), 1e18, "new rewarder rewards");
    }

    function test_pause_byGuardianOrUnpauserOnly() public {
        bytes32 guardianRole = funding.GUARDIAN_ROLE();
        address[3] memory others = [alice, owner, rewarder];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectMissingRole(others[i], guardianRole);
            funding.pause();
        }
        vm.prank(guardian);
        vm.expectEmit(false, false, false, true, address(funding));
        emit Pausable.Paused(guardian);
        funding.pause();
        assertTrue(funding.paused(), "guardian paused");

        vm.prank(unpauser);
        funding.unpause();
        vm.prank(unpauser);
        funding.pause();
        assertTrue(funding.paused(), "unpauser paused");
    }

    function test_unpause_onlyByTheUnpauser() public {
        vm.prank(guardian);
        funding.pause();
        bytes32 unpauserRole = funding.UNPAUSER_ROLE();
        address[3] memory others = [guardian, owner, rewarder];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectMissingRole(others[i], unpauserRole);
            funding.unpause();
        }
        vm.prank(unpauser);
        vm.expectEmit(false, false, false, true, address(funding));
        emit Pausable.Unpaused(unpauser);
        funding.unpause();
        assertTrue(!funding.paused(), "unpaused");
    }

    function test_pause_revertsWhenPausedAndUnpauseWhenNot() public {
        vm.prank(unpauser);
        vm.expectRevert(abi.encodeWithSelector(Pausable.ExpectedPause.selector));
        funding.unpause();
        vm.startPrank(guardian);
        funding.pause();
        vm.expectRevert(abi.encodeWithSelector(Pausable.EnforcedPause.selector));
        funding.pause();
        vm.stopPrank();
    }

    function test_pause_stopsDepositAndAddRewardButUsersCanLeave() public {
        deposit(alice, 100e18);
        addReward(10e18);
        usdt.mint(alice, 1e18);
        bhc.mint(rewarder, 1e18);
        vm.prank(alice);
        usdt.approve(address(funding), 1e18);
        vm.prank(rewarder);
        bhc.approve(address(funding), 1e18);

        vm.prank(guardian);
        funding.pause();

        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(Pausable.EnforcedPause.selector));
        funding.deposit(1e18);
        vm.prank(rewarder);
        vm.expectRevert(abi.encodeWithSelector(Pausable.EnforcedPause.selector));
        funding.addReward(1e18);

        vm.startPrank(alice);
        funding.claim();
        funding.withdraw(100e18);
        vm.stopPrank();
        assertEq(bhc.balanceOf(alice), 10e18, "claimed while paused");
        assertEq(usdt.balanceOf(alice), 101e18, "withdrew while paused");
        assertEq(funding.totalLp(), 0, "pool empty");

        vm.prank(unpauser);
        funding.unpause();
        vm.prank(alice);
        funding.deposit(1e18);
        assertEq(funding.totalLp(), 1e18, "deposits again after unpause");
    }
}

/// @dev Funding owned and administered by a TimelockController whose proposer and canceller is the
/// Safe: an upgrade waits the delay, so users see it coming and can leave first.
contract FundingTimelockTest is FundingFixture {
    uint256 internal constant DELAY = 2 days;

    address internal safe = makeAddr("safe");
    TimelockController internal timelock;
    FundingV2 internal v2;

    function setUp() public override {
        address[] memory safeOnly = new address[](1);
        safeOnly[0] = safe;
        timelock = new TimelockController(DELAY, safeOnly, safeOnly, address(0));
        owner = address(timelock);
        super.setUp();
        v2 = new FundingV2();
        deposit(alice, 50e18);
    }

    function test_timelock_ownsAndAdministersFunding() public view {
        assertEq(funding.owner(), address(timelock), "owner");
        assertTrue(funding.hasRole(funding.DEFAULT_ADMIN_ROLE(), address(timelock)), "admin");
        assertTrue(timelock.hasRole(timelock.PROPOSER_ROLE(), safe), "safe proposes");
        assertTrue(timelock.hasRole(timelock.CANCELLER_ROLE(), safe), "safe cancels");
        assertTrue(!timelock.hasRole(timelock.DEFAULT_ADMIN_ROLE(), safe), "nobody administers the timelock");
    }

    function test_upgrade_waitsForTheDelayThenRuns() public {
        bytes memory call = upgradeCall();
        vm.prank(safe);
        timelock.schedule(address(funding), 0, call, bytes32(0), bytes32(0), DELAY);
        bytes32 id = timelock.hashOperation(address(funding), 0, call, bytes32(0), bytes32(0));

        vm.warp(block.timestamp + DELAY - 1);
        vm.prank(safe);
        vm.expectRevert(
            abi.encodeWithSelector(TimelockController.TimelockUnexpectedOperationState.selector, id, readyState())
        );
        timelock.execute(address(funding), 0, call, bytes32(0), bytes32(0));
        assertEq(implementationOf(address(funding)), address(implementation), "not before the delay");

        vm.warp(block.timestamp + 1);
        vm.prank(safe);
        timelock.execute(address(funding), 0, call, bytes32(0), bytes32(0));
        assertEq(implementationOf(address(funding)), address(v2), "upgraded after the delay");
        assertEq(funding.getUserInfo(alice).amount, 50e18, "stake kept");
    }

    function test_upgrade_cancelledByTheCanceller() public {
        bytes memory call = upgradeCall();
        vm.prank(safe);
        timelock.schedule(address(funding), 0, call, bytes32(0), bytes32(0), DELAY);
        bytes32 id = timelock.hashOperation(address(funding), 0, call, bytes32(0), bytes32(0));

        bytes32 cancellerRole = timelock.CANCELLER_ROLE();
        vm.prank(rewarder);
        expectMissingRole(rewarder, cancellerRole);
        timelock.cancel(id);

        vm.prank(safe);
        timelock.cancel(id);
        vm.warp(block.timestamp + DELAY);
        vm.prank(safe);
        vm.expectRevert(
            abi.encodeWithSelector(TimelockController.TimelockUnexpectedOperationState.selector, id, readyState())
        );
        timelock.execute(address(funding), 0, call, bytes32(0), bytes32(0));
        assertEq(implementationOf(address(funding)), address(implementation), "cancelled upgrade never runs");
    }

    function test_schedule_onlyByTheProposerAndNotShorterThanTheDelay() public {
        bytes memory call = upgradeCall();
        bytes32 proposerRole = timelock.PROPOSER_ROLE();
        vm.prank(rewarder);
        expectMissingRole(rewarder, proposerRole);
        timelock.schedule(address(funding), 0, call, bytes32(0), bytes32(0), DELAY);

        vm.prank(safe);
        vm.expectRevert(abi.encodeWithSelector(TimelockController.TimelockInsufficientDelay.selector, 1 hours, DELAY));
        timelock.schedule(address(funding), 0, call, bytes32(0), bytes32(0), 1 hours);
    }

    function test_safe_cannotUpgradeWithoutTheTimelock() public {
        vm.prank(safe);
        expectNotOwner(safe);
        funding.upgradeToAndCall(address(v2), "");
    }

    function upgradeCall() private view returns (bytes memory) {
        return abi.encodeCall(funding.upgradeToAndCall, (address(v2), ""));
    }

    /// @dev TimelockController's bitmap of the expected state (Ready) in its revert.
    function readyState() private pure returns (bytes32) {
        return bytes32(1 << uint8(TimelockController.OperationState.Ready));
    }
}
