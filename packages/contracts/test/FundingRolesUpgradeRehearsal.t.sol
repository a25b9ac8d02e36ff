// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";

import {Funding} from "../src/Funding.sol";
import {TestToken} from "../src/TestToken.sol";
import {IFunding} from "../src/interfaces/IFunding.sol";
import {FundingV1} from "./mocks/FundingV1.sol";
import {FundingV2} from "./mocks/FundingV2.sol";
import {FundingFixture} from "./utils/FundingFixture.sol";

/**
 * @dev The production upgrade to the roles, rehearsed: today's Funding ({FundingV1}, owned by the hot
 * key) with four stakers and rewards pending, then the hot key calls
 * `upgradeToAndCall(new Funding, initializeV2(roles))`. Every stake, pending reward, record and
 * total must read the same afterwards; ownership goes to the admin in the same transaction and the
 * hot key keeps only REWARDER_ROLE.
 */
contract FundingRolesUpgradeRehearsalTest is FundingFixture {
    address internal hotKey = makeAddr("hotKey");
    address internal carol = makeAddr("carol");
    address internal dave = makeAddr("dave");

    FundingV1 internal v1Implementation;
    Funding internal rolesImplementation;

    /// @dev What the upgrade must leave untouched, read through the public interface.
    struct PoolState {
        IFunding.UserInfo[4] users;
        /// @dev keccak256 of every record of the user (deposits, withdrawals, claims), all fields.
        bytes32[4] recordsHash;
        uint256[4] recordCount;
        uint256 totalLp;
        uint256 accCakePerShare;
        uint256 stakedBalance;
        uint256 rewardBalance;
    }

    function setUp() public override {
        usdt = new TestToken("Tether USD", "USDT", address(this));
        bhc = new TestToken("BHC", "BHC", address(this));
        v1Implementation = new FundingV1();
        rolesImplementation = new Funding();
        // Today the hot key owns the pool and adds the rewards.
        bytes memory init = abi.encodeCall(FundingV1.initialize, (hotKey, usdt, bhc));
        funding = Funding(address(new ERC1967Proxy(address(v1Implementation), init)));
        rewarder = hotKey;

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

    function test_upgrade_keepsEveryStakeRewardRecordAndTotal() public {
        PoolState memory before = readPoolState();
        for (uint256 i; i < 4; ++i) {
            assertTrue(before.users[i].amount > 0 && before.users[i].reward > 0, "every staker has a pending reward");
        }
        assertEq(before.recordCount[0], 2, "alice: a deposit and a withdrawal");
        assertEq(before.recordCount[1], 2, "bob: a deposit and a claim");

        upgradeToRoles();

        assertEq(implementationOf(address(funding)), address(rolesImplementation), "implementation slot");
        assertPoolState(readPoolState(), before);
        (IFunding.Record[] memory deposits,) = funding.getDepositRecord(carol, 0, 10);
        assertEq(deposits[0].amount, 600e18, "carol's deposit record");
        assertEq(deposits[0].timestamp, 100, "carol's deposit timestamp");
        (IFunding.Record[] memory claims,) = funding.getClaimRecord(bob, 0, 10);
        assertEq(claims[0].timestamp, 300, "bob's claim timestamp");
        assertEq(address(funding.lpToken()), address(usdt), "lpToken");
        assertEq(address(funding.rewardToken()), address(bhc), "rewardToken");
    }

    function test_upgrade_movesOwnershipAndGrantsTheRolesAtOnce() public {
        vm.prank(hotKey);
        funding.transferOwnership(carol);
        assertEq(funding.pendingOwner(), carol, "a pending owner before the upgrade");

        upgradeToRoles();

        assertEq(funding.owner(), owner, "admin owns");
        assertEq(funding.pendingOwner(), address(0), "pending owner cleared");
        assertTrue(funding.hasRole(funding.DEFAULT_ADMIN_ROLE(), owner), "admin role");
        assertTrue(funding.hasRole(funding.GUARDIAN_ROLE(), guardian), "guardian");
        assertTrue(funding.hasRole(funding.UNPAUSER_ROLE(), unpauser), "unpauser");
        assertTrue(funding.hasRole(funding.GUARDIAN_ROLE(), unpauser), "unpauser pauses");
        assertTrue(funding.hasRole(funding.REWARDER_ROLE(), hotKey), "hot key rewards");
        assertTrue(!funding.hasRole(funding.DEFAULT_ADMIN_ROLE(), hotKey), "hot key is no admin");
        assertTrue(!funding.paused(), "not paused");

        vm.prank(carol);
        expectNotOwner(carol);
        funding.acceptOwnership();
    }

    function test_upgrade_leavesTheOldOwnerNoPowerButRewarding() public {
        upgradeToRoles();
        FundingV2 next = new FundingV2();
        bytes32 admin = funding.DEFAULT_ADMIN_ROLE();
        bytes32 guardianRole = funding.GUARDIAN_ROLE();

        vm.startPrank(hotKey);
        expectNotOwner(hotKey);
        funding.upgradeToAndCall(address(next), "");
        expectNotOwner(hotKey);
        funding.transferOwnership(hotKey);
        expectMissingRole(hotKey, admin);
        funding.grantRole(admin, hotKey);
        expectMissingRole(hotKey, guardianRole);
        funding.pause();
        vm.stopPrank();

        addReward(1033e18);
        vm.prank(owner);
        funding.upgradeToAndCall(address(next), "");
        assertEq(implementationOf(address(funding)), address(next), "the admin upgrades");
    }

    function test_upgrade_poolKeepsWorkingAndPays() public {
        PoolState memory before = readPoolState();
        upgradeToRoles();
        addReward(1033e18);

        address[4] memory stakers = [alice, bob, carol, dave];
        for (uint256 i; i < stakers.length; ++i) {
            uint256 pending = pendingOf(stakers[i]);
            assertTrue(pending > before.users[i].reward, "pending grew");
            uint256 held = bhc.balanceOf(stakers[i]);
            vm.startPrank(stakers[i]);
            funding.claim();
            funding.withdraw(before.users[i].amount);
            vm.stopPrank();
            assertEq(bhc.balanceOf(stakers[i]) - held, pending, "claims what was pending");
        }
        assertEq(funding.totalLp(), 0, "everyone withdrew");
        assertEq(usdt.balanceOf(address(funding)), 0, "every stake paid back");
    }

    function test_initializeV2_onlyByTheOwnerInsideTheUpgrade() public {
        bytes memory call = abi.encodeCall(Funding.initializeV2, (roles()));
        vm.prank(alice);
        expectNotOwner(alice);
        funding.upgradeToAndCall(address(rolesImplementation), call);

        // Upgraded without the call, a non-owner still cannot run it; the owner can, once.
        vm.prank(hotKey);
        funding.upgradeToAndCall(address(rolesImplementation), "");
        vm.prank(alice);
        expectNotOwner(alice);
        funding.initializeV2(roles());
        vm.prank(hotKey);
        funding.initializeV2(roles());
        assertEq(funding.owner(), owner, "admin owns");
    }

    function test_initializeV2_cannotRunAgain() public {
        upgradeToRoles();
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        funding.initializeV2(roles());
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        funding.initialize(usdt, bhc, roles());
    }

    function test_initializeV2_revertsOnTheImplementationAndAFreshProxy() public {
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        rolesImplementation.initializeV2(roles());

        Funding fresh = deployProxy(address(rolesImplementation), roles(), usdt, bhc);
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        fresh.initializeV2(roles());
    }

    function test_initializeV2_revertsOnAZeroRoleAndKeepsVersion1() public {
        IFunding.Roles memory noRewarder = roles();
        noRewarder.rewarder = address(0);
        vm.prank(hotKey);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingZeroRoleAccount.selector, keccak256("REWARDER_ROLE")));
        funding.upgradeToAndCall(address(rolesImplementation), abi.encodeCall(Funding.initializeV2, (noRewarder)));
        assertEq(implementationOf(address(funding)), address(v1Implementation), "still version 1");
        assertEq(funding.owner(), hotKey, "owner unchanged");
    }

    function upgradeToRoles() private {
        vm.prank(hotKey);
        funding.upgradeToAndCall(address(rolesImplementation), abi.encodeCall(Funding.initializeV2, (roles())));
    }

    function readPoolState() private view returns (PoolState memory state) {
        address[4] memory stakers = [alice, bob, carol, dave];
        for (uint256 i; i < stakers.length; ++i) {
            state.users[i] = funding.getUserInfo(stakers[i]);
            (IFunding.Record[] memory deposits, uint256 depositCount) = funding.getDepositRecord(stakers[i], 0, 100);
            (IFunding.Record[] memory withdrawals, uint256 withdrawCount) =
                funding.getWithdrawRecord(stakers[i], 0, 100);
            (IFunding.Record[] memory claims, uint256 claimCount) = funding.getClaimRecord(stakers[i], 0, 100);
            state.recordsHash[i] = keccak256(abi.encode(deposits, withdrawals, claims));
            state.recordCount[i] = depositCount + withdrawCount + claimCount;
        }
        state.totalLp = funding.totalLp();
        state.accCakePerShare = funding.accCakePerShare();
        state.stakedBalance = usdt.balanceOf(address(funding));
        state.rewardBalance = bhc.balanceOf(address(funding));
    }

    function assertPoolState(PoolState memory actual, PoolState memory expected) private pure {
        string[4] memory names = ["alice", "bob", "carol", "dave"];
        for (uint256 i; i < 4; ++i) {
            assertUserInfo(actual.users[i], expected.users[i], names[i]);
            assertEq(actual.recordsHash[i], expected.recordsHash[i], string.concat(names[i], " records"));
            assertEq(actual.recordCount[i], expected.recordCount[i], string.concat(names[i], " record count"));
        }
        assertEq(actual.totalLp, expected.totalLp, "totalLp");
        assertEq(actual.accCakePerShare, expected.accCakePerShare, "accCakePerShare");
        assertEq(actual.stakedBalance, expected.stakedBalance, "USDT held");
        assertEq(actual.rewardBalance, expected.rewardBalance, "BHC held");
    }
}
