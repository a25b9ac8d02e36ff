// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";

import {IFunding} from "../src/interfaces/IFunding.sol";
import {FundingV2} from "./mocks/FundingV2.sol";
import {FundingFixture} from "./utils/FundingFixture.sol";

/**
 * @dev The production upgrade, rehearsed: four stakers with rewards pending (some claimed, some
 * withdrawn, one joined late), then the owner moves the proxy to {FundingV2}, which adds a function
 * and a storage variable. Every stake and every pending reward must read the same afterwards, the
 * pool must keep working, and nobody but the owner may upgrade.
 */
contract FundingUpgradeRehearsalTest is FundingFixture {
    address internal carol = makeAddr("carol");
    address internal dave = makeAddr("dave");
    FundingV2 internal v2;

    /// @dev What an upgrade must leave untouched, read through the public interface.
    struct PoolState {
        IFunding.UserInfo[] users;
        uint256 totalLp;
        uint256 accCakePerShare;
        uint256 stakedBalance;
        uint256 rewardBalance;
    }

    function setUp() public override {
        super.setUp();
        v2 = new FundingV2();
        vm.warp(100);
        deposit(carol, 600e18);
        deposit(alice, 300e18);
        addReward(90e18);
        vm.warp(200);
        deposit(bob, 100e18);
        addReward(100e18);
        vm.warp(300);
        vm.prank(alice);
        funding.withdraw(100e18);
        vm.prank(bob);
        funding.claim();
        deposit(dave, 33e18);
        addReward(7e18);
    }

    function test_upgrade_keepsEveryStakeAndPendingReward() public {
        PoolState memory before = readPoolState();
        for (uint256 i; i < before.users.length; ++i) {
            assertTrue(before.users[i].amount > 0 && before.users[i].reward > 0, "every staker has a pending reward");
        }

        upgradeToV2();

        assertEq(FundingV2(address(funding)).version(), 2, "new code runs");
        assertEq(implementationOf(address(funding)), address(v2), "implementation slot");
        assertEq(funding.owner(), owner, "owner");
        assertPoolState(readPoolState(), before, "after upgrade");
    }

    function test_upgrade_newVariableStartsAtZeroAndDisturbsNothing() public {
        PoolState memory before = readPoolState();
        upgradeToV2();
        FundingV2 upgraded = FundingV2(address(funding));
        assertEq(upgraded.depositCap(), 0, "new variable starts at zero");

        vm.prank(owner);
        upgraded.setDepositCap(5e18);

        assertEq(upgraded.depositCap(), 5e18, "new variable stored");
        assertPoolState(readPoolState(), before, "after writing the new variable");
    }

    function test_upgrade_newVariableLivesInItsOwnNamespace() public {
        upgradeToV2();
        vm.prank(owner);
        FundingV2(address(funding)).setDepositCap(5e18);

        bytes32 v2Slot =
            keccak256(abi.encode(uint256(keccak256("woohoo.storage.FundingV2")) - 1)) & ~bytes32(uint256(0xff));
        bytes32 fundingSlot =
            keccak256(abi.encode(uint256(keccak256("woohoo.storage.Funding")) - 1)) & ~bytes32(uint256(0xff));
        assertEq(vm.load(address(funding), v2Slot), bytes32(uint256(5e18)), "depositCap at its namespace");
        assertEq(vm.load(address(funding), fundingSlot), bytes32(uint256(uint160(address(usdt)))), "lpToken kept");
        assertEq(vm.load(address(funding), bytes32(0)), bytes32(0), "slot 0 still unused");
    }

    function test_upgrade_poolKeepsAccruingFromThePendingRewards() public {
        PoolState memory before = readPoolState();
        upgradeToV2();
        addReward(1033e18);

        uint256 increment = funding.accCakePerShare() - before.accCakePerShare;
        assertEq(increment, 1033e18 * PRECISION / before.totalLp, "reward spread over the stakes kept");

        address[4] memory stakers = [alice, bob, carol, dave];
        for (uint256 i; i < stakers.length; ++i) {
            uint256 share = before.users[i].amount * increment / PRECISION;
            // The pool rounds each share down and each checkpoint up: at most a wei or two apart.
            assertApproxEqAbs(pendingOf(stakers[i]), before.users[i].reward + share, 2, "pending grows by its share");
            uint256 pending = pendingOf(stakers[i]);
            uint256 held = bhc.balanceOf(stakers[i]);
            vm.prank(stakers[i]);
            funding.claim();
            assertEq(bhc.balanceOf(stakers[i]) - held, pending, "claims what was pending");
            vm.prank(stakers[i]);
            funding.withdraw(before.users[i].amount);
        }
        assertEq(funding.totalLp(), 0, "everyone withdrew");
        assertEq(usdt.balanceOf(address(funding)), 0, "every stake paid back");
    }

    function testFuzz_upgrade_keepsStakesAndPendingRewards(
        uint256[4] memory stakes,
        uint256 reward,
        uint256 withdrawn
    ) public {
        address[4] memory stakers = [makeAddr("fuzz0"), makeAddr("fuzz1"), makeAddr("fuzz2"), makeAddr("fuzz3")];
        for (uint256 i; i < stakers.length; ++i) {
            deposit(stakers[i], bound(stakes[i], 1, MAX_AMOUNT));
        }
        addReward(bound(reward, 1e18, MAX_AMOUNT));
        withdrawn = bound(withdrawn, 0, funding.getUserInfo(stakers[0]).amount);
        if (withdrawn > 0) {
            vm.prank(stakers[0]);
            funding.withdraw(withdrawn);
        }
        IFunding.UserInfo[4] memory before;
        for (uint256 i; i < stakers.length; ++i) {
            before[i] = funding.getUserInfo(stakers[i]);
        }
        uint256 totalLpBefore = funding.totalLp();

        upgradeToV2();

        for (uint256 i; i < stakers.length; ++i) {
            assertUserInfo(funding.getUserInfo(stakers[i]), before[i], "fuzzed staker");
        }
        assertEq(funding.totalLp(), totalLpBefore, "totalLp");
    }

    function test_upgrade_onlyTheCurrentOwnerCan() public {
        vm.prank(owner);
        funding.transferOwnership(carol);

        vm.prank(carol);
        vm.expectRevert(abi.encodeWithSelector(OwnableUpgradeable.OwnableUnauthorizedAccount.selector, carol));
        funding.upgradeToAndCall(address(v2), "");

        vm.prank(carol);
        funding.acceptOwnership();
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(OwnableUpgradeable.OwnableUnauthorizedAccount.selector, owner));
        funding.upgradeToAndCall(address(v2), "");
        assertEq(implementationOf(address(funding)), address(implementation), "former owner changed nothing");

        vm.prank(carol);
        funding.upgradeToAndCall(address(v2), "");
        assertEq(implementationOf(address(funding)), address(v2), "new owner upgrades");
    }

    function testFuzz_upgrade_revertsForAnyoneButTheOwner(address caller) public {
        vm.assume(caller != owner);
        PoolState memory before = readPoolState();

        vm.prank(caller);
        vm.expectRevert(abi.encodeWithSelector(OwnableUpgradeable.OwnableUnauthorizedAccount.selector, caller));
        funding.upgradeToAndCall(address(v2), "");

        assertEq(implementationOf(address(funding)), address(implementation), "implementation unchanged");
        assertPoolState(readPoolState(), before, "after a refused upgrade");
    }

    function test_v2_setDepositCap_revertsForNonOwner() public {
        upgradeToV2();
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(OwnableUpgradeable.OwnableUnauthorizedAccount.selector, alice));
        FundingV2(address(funding)).setDepositCap(1);
    }

    function upgradeToV2() private {
        vm.prank(owner);
        funding.upgradeToAndCall(address(v2), "");
    }

    function readPoolState() private view returns (PoolState memory state) {
        address[4] memory stakers = [alice, bob, carol, dave];
        state.users = new IFunding.UserInfo[](stakers.length);
        for (uint256 i; i < stakers.length; ++i) {
            state.users[i] = funding.getUserInfo(stakers[i]);
        }
        state.totalLp = funding.totalLp();
        state.accCakePerShare = funding.accCakePerShare();
        state.stakedBalance = usdt.balanceOf(address(funding));
        state.rewardBalance = bhc.balanceOf(address(funding));
    }

    function assertPoolState(PoolState memory actual, PoolState memory expected, string memory when) private pure {
        string[4] memory names = ["alice", "bob", "carol", "dave"];
        for (uint256 i; i < expected.users.length; ++i) {
            assertUserInfo(actual.users[i], expected.users[i], string.concat(when, ": ", names[i]));
        }
        assertEq(actual.totalLp, expected.totalLp, string.concat(when, ": totalLp"));
        assertEq(actual.accCakePerShare, expected.accCakePerShare, string.concat(when, ": accCakePerShare"));
        assertEq(actual.stakedBalance, expected.stakedBalance, string.concat(when, ": USDT held"));
        assertEq(actual.rewardBalance, expected.rewardBalance, string.concat(when, ": BHC held"));
    }
}
