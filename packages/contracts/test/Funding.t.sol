// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

import {Funding} from "../src/Funding.sol";
import {IFunding} from "../src/interfaces/IFunding.sol";
import {FundingFixture} from "./utils/FundingFixture.sol";

contract FundingInitializeTest is FundingFixture {
    function test_initialize_setsOwnerAndTokens() public view {
        assertEq(funding.owner(), owner, "owner");
        assertEq(address(funding.lpToken()), address(usdt), "lpToken");
        assertEq(address(funding.rewardToken()), address(bhc), "rewardToken");
        assertEq(funding.totalLp(), 0, "totalLp");
        assertEq(funding.accCakePerShare(), 0, "accCakePerShare");
        assertEq(funding.PRECISION(), 1e18, "PRECISION");
    }

    function test_initialize_grantsTheRoles() public view {
        bytes32 admin = funding.DEFAULT_ADMIN_ROLE();
        assertTrue(funding.hasRole(admin, owner), "admin holds DEFAULT_ADMIN_ROLE");
        assertTrue(funding.hasRole(funding.GUARDIAN_ROLE(), guardian), "guardian");
        assertTrue(funding.hasRole(funding.UNPAUSER_ROLE(), unpauser), "unpauser");
        assertTrue(funding.hasRole(funding.GUARDIAN_ROLE(), unpauser), "unpauser can pause too");
        assertTrue(funding.hasRole(funding.REWARDER_ROLE(), rewarder), "rewarder");
        assertEq(funding.REWARDER_ROLE(), keccak256("REWARDER_ROLE"), "REWARDER_ROLE");
        assertEq(funding.GUARDIAN_ROLE(), keccak256("GUARDIAN_ROLE"), "GUARDIAN_ROLE");
        assertEq(funding.UNPAUSER_ROLE(), keccak256("UNPAUSER_ROLE"), "UNPAUSER_ROLE");
        assertEq(funding.getRoleAdmin(funding.REWARDER_ROLE()), admin, "REWARDER_ROLE admin");
        assertEq(funding.getRoleAdmin(funding.GUARDIAN_ROLE()), admin, "GUARDIAN_ROLE admin");
        assertEq(funding.getRoleAdmin(funding.UNPAUSER_ROLE()), admin, "UNPAUSER_ROLE admin");
        assertTrue(!funding.hasRole(funding.REWARDER_ROLE(), owner), "admin does not reward");
        assertTrue(!funding.hasRole(admin, rewarder), "rewarder is no admin");
        assertTrue(!funding.paused(), "not paused");
    }

    function test_initialize_withoutGuardianGrantsNoExtraGuardian() public {
        IFunding.Roles memory r = roles();
        r.guardian = address(0);
        Funding pool = deployProxy(address(implementation), r, usdt, bhc);
        assertTrue(!pool.hasRole(pool.GUARDIAN_ROLE(), address(0)), "zero address holds nothing");
        assertTrue(pool.hasRole(pool.GUARDIAN_ROLE(), unpauser), "unpauser still guards");
    }

    function test_initialize_endsAtVersion2SoInitializeV2NeverRuns() public {
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        funding.initializeV2(roles());
    }

    function test_supportsInterface_reportsAccessControl() public view {
        assertTrue(funding.supportsInterface(type(IAccessControl).interfaceId), "IAccessControl");
        assertTrue(funding.supportsInterface(0x01ffc9a7), "ERC165");
        assertTrue(!funding.supportsInterface(0xffffffff), "not 0xffffffff");
    }

    function test_initialize_revertsWhenCalledTwice() public {
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        funding.initialize(usdt, bhc, roles());
    }

    function test_initialize_revertsOnImplementation() public {
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        implementation.initialize(usdt, bhc, roles());
    }

    function test_initialize_revertsOnZeroLpToken() public {
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingInvalidToken.selector, address(0)));
        deployProxy(address(implementation), roles(), IERC20(address(0)), bhc);
    }

    function test_initialize_revertsOnZeroRewardToken() public {
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingInvalidToken.selector, address(0)));
        deployProxy(address(implementation), roles(), usdt, IERC20(address(0)));
    }

    function test_initialize_revertsWhenStakeAndRewardTokenAreTheSame() public {
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingInvalidToken.selector, address(usdt)));
        deployProxy(address(implementation), roles(), usdt, usdt);
    }

    function test_initialize_revertsOnZeroAdmin() public {
        IFunding.Roles memory r = roles();
        r.admin = address(0);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingZeroRoleAccount.selector, bytes32(0)));
        deployProxy(address(implementation), r, usdt, bhc);
    }

    function test_initialize_revertsOnZeroUnpauser() public {
        IFunding.Roles memory r = roles();
        r.unpauser = address(0);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingZeroRoleAccount.selector, keccak256("UNPAUSER_ROLE")));
        deployProxy(address(implementation), r, usdt, bhc);
    }

    function test_initialize_revertsOnZeroRewarder() public {
        IFunding.Roles memory r = roles();
        r.rewarder = address(0);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingZeroRoleAccount.selector, keccak256("REWARDER_ROLE")));
        deployProxy(address(implementation), r, usdt, bhc);
    }

    function test_storage_livesInTheErc7201Namespace() public view {
        bytes32 slot = keccak256(abi.encode(uint256(keccak256("woohoo.storage.Funding")) - 1)) & ~bytes32(uint256(0xff));
        assertEq(slot, 0xfd5dc81ee3c5ec2de979d7cc9332d66b5fd2186f2d4cbb6ecc72c24a60900700, "slot constant");
        assertEq(vm.load(address(funding), slot), bytes32(uint256(uint160(address(usdt)))), "lpToken at slot");
        assertEq(vm.load(address(funding), bytes32(0)), bytes32(0), "slot 0 unused");
    }

    function test_transferOwnership_takesTwoSteps() public {
        vm.prank(owner);
        funding.transferOwnership(alice);
        assertEq(funding.owner(), owner, "owner until accepted");
        assertEq(funding.pendingOwner(), alice, "pendingOwner");

        vm.prank(bob);
        vm.expectRevert(abi.encodeWithSelector(OwnableUpgradeable.OwnableUnauthorizedAccount.selector, bob));
        funding.acceptOwnership();

        vm.prank(alice);
        funding.acceptOwnership();
        assertEq(funding.owner(), alice, "new owner");
        assertEq(funding.pendingOwner(), address(0), "pending cleared");
    }
}

contract FundingDepositTest is FundingFixture {
    function test_deposit_stakesAndRecords() public {
        vm.warp(1000);
        deposit(alice, 100e18);

        IFunding.UserInfo memory info = funding.getUserInfo(alice);
        assertEq(info.amount, 100e18, "amount");
        assertEq(info.rewardDebt, 0, "rewardDebt");
        assertEq(info.reward, 0, "reward");
        assertEq(funding.totalLp(), 100e18, "totalLp");
        assertEq(usdt.balanceOf(address(funding)), 100e18, "pool balance");
        assertEq(usdt.balanceOf(alice), 0, "alice balance");
        assertEq(funding.getAbleWithdrawAmount(alice), 100e18, "withdrawable");

        (IFunding.Record[] memory records, uint256 total) = funding.getDepositRecord(alice, 0, 10);
        assertEq(total, 1, "total");
        assertEq(records.length, 1, "length");
        assertEq(records[0].user, alice, "record user");
        assertEq(records[0].amount, 100e18, "record amount");
        assertEq(records[0].timestamp, 1000, "record timestamp");
    }

    function test_deposit_emitsDeposit() public {
        usdt.mint(alice, 5e18);
        vm.startPrank(alice);
        usdt.approve(address(funding), 5e18);
        vm.expectEmit(true, false, false, true, address(funding));
        emit IFunding.Deposit(alice, 5e18);
        funding.deposit(5e18);
        vm.stopPrank();
    }

    function test_deposit_revertsOnZeroAmount() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingZeroAmount.selector));
        funding.deposit(0);
    }

    function test_deposit_revertsWithoutAllowance() public {
        usdt.mint(alice, 1e18);
        vm.prank(alice);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(funding), 0, 1e18)
        );
        funding.deposit(1e18);
    }

    function test_deposit_keepsRewardEarnedBefore() public {
        deposit(alice, 100e18);
        addReward(10e18);
        deposit(alice, 100e18);

        IFunding.UserInfo memory info = funding.getUserInfo(alice);
        assertEq(info.amount, 200e18, "amount");
        assertEq(info.reward, 10e18, "reward kept");
        assertEq(info.rewardDebt, 200e18 * funding.accCakePerShare() / PRECISION, "rewardDebt");
    }

    function test_deposit_doesNotShareEarlierRewards() public {
        deposit(alice, 100e18);
        addReward(10e18);
        deposit(bob, 100e18);
        assertEq(pendingOf(bob), 0, "late staker gets nothing from earlier rewards");
        assertEq(pendingOf(alice), 10e18, "early staker keeps everything");
    }
}

contract FundingWithdrawTest is FundingFixture {
    function test_withdraw_returnsStakeAndRecords() public {
        deposit(alice, 100e18);
        vm.warp(2000);
        vm.prank(alice);
        funding.withdraw(40e18);

        assertEq(funding.getUserInfo(alice).amount, 60e18, "amount");
        assertEq(funding.totalLp(), 60e18, "totalLp");
        assertEq(usdt.balanceOf(alice), 40e18, "alice balance");
        assertEq(usdt.balanceOf(address(funding)), 60e18, "pool balance");
        assertEq(funding.getAbleWithdrawAmount(alice), 60e18, "withdrawable");

        (IFunding.Record[] memory records, uint256 total) = funding.getWithdrawRecord(alice, 0, 10);
        assertEq(total, 1, "total");
        assertEq(records[0].user, alice, "record user");
        assertEq(records[0].amount, 40e18, "record amount");
        assertEq(records[0].timestamp, 2000, "record timestamp");
    }

    function test_withdraw_emitsWithdraw() public {
        deposit(alice, 100e18);
        vm.prank(alice);
        vm.expectEmit(true, false, false, true, address(funding));
        emit IFunding.Withdraw(alice, 100e18);
        funding.withdraw(100e18);
    }

    function test_withdraw_revertsOnZeroAmount() public {
        deposit(alice, 1e18);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingZeroAmount.selector));
        funding.withdraw(0);
    }

    function test_withdraw_revertsAboveStake() public {
        deposit(alice, 1e18);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingInsufficientAmount.selector, alice, 1e18 + 1, 1e18));
        funding.withdraw(1e18 + 1);
    }

    function test_withdraw_keepsRewardClaimable() public {
        deposit(alice, 100e18);
        addReward(7e18);
        vm.prank(alice);
        funding.withdraw(100e18);

        assertEq(pendingOf(alice), 7e18, "reward kept after full withdrawal");
        vm.prank(alice);
        funding.claim();
        assertEq(bhc.balanceOf(alice), 7e18, "claimed after withdrawal");
        assertEq(pendingOf(alice), 0, "nothing left after claim");
    }
}

contract FundingClaimTest is FundingFixture {
    function test_claim_paysPendingRewardAndRecords() public {
        deposit(alice, 100e18);
        addReward(10e18);
        vm.warp(3000);
        vm.prank(alice);
        funding.claim();

        assertEq(bhc.balanceOf(alice), 10e18, "alice reward");
        assertEq(pendingOf(alice), 0, "nothing left");
        (IFunding.Record[] memory records, uint256 total) = funding.getClaimRecord(alice, 0, 10);
        assertEq(total, 1, "total");
        assertEq(records[0].user, alice, "record user");
        assertEq(records[0].amount, 10e18, "record amount");
        assertEq(records[0].timestamp, 3000, "record timestamp");
    }

    function test_claim_emitsClaim() public {
        deposit(alice, 100e18);
        addReward(10e18);
        vm.prank(alice);
        vm.expectEmit(true, false, false, true, address(funding));
        emit IFunding.Claim(alice, 10e18);
        funding.claim();
    }

    function test_claim_revertsWithNothingToClaim() public {
        deposit(alice, 100e18);
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingNothingToClaim.selector, alice));
        funding.claim();
    }

    function test_claim_revertsWhenClaimedTwice() public {
        deposit(alice, 100e18);
        addReward(10e18);
        vm.startPrank(alice);
        funding.claim();
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingNothingToClaim.selector, alice));
        funding.claim();
        vm.stopPrank();
    }

    function test_claim_splitsRewardsByStake() public {
        deposit(alice, 300e18);
        deposit(bob, 100e18);
        addReward(40e18);

        vm.prank(alice);
        funding.claim();
        vm.prank(bob);
        funding.claim();
        assertEq(bhc.balanceOf(alice), 30e18, "alice 3/4");
        assertEq(bhc.balanceOf(bob), 10e18, "bob 1/4");
    }
}

contract FundingAddRewardTest is FundingFixture {
    function test_addReward_raisesAccPerShare() public {
        deposit(alice, 200e18);
        addReward(10e18);
        assertEq(funding.accCakePerShare(), 10e18 * PRECISION / 200e18, "accCakePerShare");
        assertEq(bhc.balanceOf(address(funding)), 10e18, "pool holds reward");
    }

    function test_addReward_emitsAddReward() public {
        deposit(alice, 1e18);
        bhc.mint(rewarder, 3e18);
        vm.startPrank(rewarder);
        bhc.approve(address(funding), 3e18);
        vm.expectEmit(false, false, false, true, address(funding));
        emit IFunding.AddReward(3e18);
        funding.addReward(3e18);
        vm.stopPrank();
    }

    function test_addReward_revertsWithoutRewarderRole() public {
        deposit(alice, 1e18);
        bytes32 role = funding.REWARDER_ROLE();
        address[3] memory others = [alice, owner, unpauser];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectMissingRole(others[i], role);
            funding.addReward(1e18);
        }
    }

    function test_addReward_revertsOnZeroAmount() public {
        deposit(alice, 1e18);
        vm.prank(rewarder);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingZeroAmount.selector));
        funding.addReward(0);
    }

    function test_addReward_revertsWithNoStakers() public {
        vm.prank(rewarder);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingNoStakers.selector));
        funding.addReward(1e18);
    }

    function test_addReward_revertsWhenTooSmallToCount() public {
        deposit(alice, 2e18);
        vm.prank(rewarder);
        vm.expectRevert(abi.encodeWithSelector(IFunding.FundingRewardTooSmall.selector, 1, 2e18));
        funding.addReward(1);
    }
}

contract FundingRecordPagingTest is FundingFixture {
    function setUp() public override {
        super.setUp();
        for (uint256 i = 1; i <= 5; ++i) {
            vm.warp(i * 100);
            deposit(alice, i * 1e18);
        }
    }

    function test_getDepositRecord_returnsAPageOldestFirst() public view {
        (IFunding.Record[] memory records, uint256 total) = funding.getDepositRecord(alice, 1, 2);
        assertEq(total, 5, "total");
        assertEq(records.length, 2, "length");
        assertEq(records[0].amount, 2e18, "second deposit");
        assertEq(records[0].timestamp, 200, "second timestamp");
        assertEq(records[1].amount, 3e18, "third deposit");
    }

    function test_getDepositRecord_clipsTheLastPage() public view {
        (IFunding.Record[] memory records, uint256 total) = funding.getDepositRecord(alice, 3, 10);
        assertEq(total, 5, "total");
        assertEq(records.length, 2, "length");
        assertEq(records[1].amount, 5e18, "last deposit");
    }

    function test_getDepositRecord_returnsEmptyPastTheEnd() public view {
        (IFunding.Record[] memory records, uint256 total) = funding.getDepositRecord(alice, 5, 10);
        assertEq(total, 5, "total");
        assertEq(records.length, 0, "length");
    }

    function test_getDepositRecord_returnsEmptyForZeroLimit() public view {
        (IFunding.Record[] memory records,) = funding.getDepositRecord(alice, 0, 0);
        assertEq(records.length, 0, "length");
    }

    function test_records_areKeptPerUser() public view {
        (, uint256 bobTotal) = funding.getDepositRecord(bob, 0, 10);
        (, uint256 withdrawTotal) = funding.getWithdrawRecord(alice, 0, 10);
        (, uint256 claimTotal) = funding.getClaimRecord(alice, 0, 10);
        assertEq(bobTotal, 0, "bob deposits");
        assertEq(withdrawTotal, 0, "alice withdrawals");
        assertEq(claimTotal, 0, "alice claims");
    }
}
