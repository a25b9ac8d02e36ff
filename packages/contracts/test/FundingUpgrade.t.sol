// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnableUpgradeable} from "@openzeppelin/contracts-upgradeable/access/OwnableUpgradeable.sol";
import {ERC1967Utils} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Utils.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {UUPSUpgradeable} from "@openzeppelin/contracts/proxy/utils/UUPSUpgradeable.sol";

import {IFunding} from "../src/interfaces/IFunding.sol";
import {FundingV2} from "./mocks/FundingV2.sol";
import {FundingFixture} from "./utils/FundingFixture.sol";

contract FundingUpgradeTest is FundingFixture {
    FundingV2 internal v2;

    function setUp() public override {
        super.setUp();
        v2 = new FundingV2();
        vm.warp(100);
        deposit(alice, 300e18);
        deposit(bob, 100e18);
        addReward(40e18);
        vm.warp(200);
        vm.prank(alice);
        funding.withdraw(100e18);
        vm.prank(bob);
        funding.claim();
    }

    function test_upgrade_keepsAllState() public {
        IFunding.UserInfo memory aliceBefore = funding.getUserInfo(alice);
        IFunding.UserInfo memory bobBefore = funding.getUserInfo(bob);
        uint256 totalLpBefore = funding.totalLp();
        uint256 accBefore = funding.accCakePerShare();

        vm.prank(owner);
        funding.upgradeToAndCall(address(v2), "");

        assertEq(FundingV2(address(funding)).version(), 2, "new code runs");
        assertEq(implementationOf(address(funding)), address(v2), "implementation slot");
        assertEq(funding.owner(), owner, "owner");
        assertEq(address(funding.lpToken()), address(usdt), "lpToken");
        assertEq(address(funding.rewardToken()), address(bhc), "rewardToken");
        assertEq(funding.totalLp(), totalLpBefore, "totalLp");
        assertEq(funding.accCakePerShare(), accBefore, "accCakePerShare");
        assertUserInfo(funding.getUserInfo(alice), aliceBefore, "alice");
        assertUserInfo(funding.getUserInfo(bob), bobBefore, "bob");
        assertEq(aliceBefore.reward, 30e18, "alice reward survives");

        (IFunding.Record[] memory deposits, uint256 depositTotal) = funding.getDepositRecord(alice, 0, 10);
        (IFunding.Record[] memory withdrawals,) = funding.getWithdrawRecord(alice, 0, 10);
        (IFunding.Record[] memory claims,) = funding.getClaimRecord(bob, 0, 10);
        assertEq(depositTotal, 1, "deposit count");
        assertEq(deposits[0].amount, 300e18, "deposit amount");
        assertEq(deposits[0].timestamp, 100, "deposit timestamp");
        assertEq(withdrawals[0].amount, 100e18, "withdraw amount");
        assertEq(withdrawals[0].timestamp, 200, "withdraw timestamp");
        assertEq(claims[0].amount, 10e18, "claim amount");
    }

    function test_upgrade_keepsThePoolWorking() public {
        vm.prank(owner);
        funding.upgradeToAndCall(address(v2), "");

        vm.prank(alice);
        funding.claim();
        assertEq(bhc.balanceOf(alice), 30e18, "alice claims after upgrade");
        vm.prank(alice);
        funding.withdraw(200e18);
        assertEq(usdt.balanceOf(alice), 300e18, "alice withdraws after upgrade");
    }

    function test_upgrade_revertsForNonOwner() public {
        vm.prank(alice);
        vm.expectRevert(abi.encodeWithSelector(OwnableUpgradeable.OwnableUnauthorizedAccount.selector, alice));
        funding.upgradeToAndCall(address(v2), "");
        assertEq(implementationOf(address(funding)), address(implementation), "implementation unchanged");
    }

    function test_upgrade_revertsOnTheImplementationItself() public {
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(UUPSUpgradeable.UUPSUnauthorizedCallContext.selector));
        implementation.upgradeToAndCall(address(v2), "");
    }

    function test_upgrade_revertsToANonUupsImplementation() public {
        vm.prank(owner);
        vm.expectRevert(abi.encodeWithSelector(ERC1967Utils.ERC1967InvalidImplementation.selector, address(usdt)));
        funding.upgradeToAndCall(address(usdt), "");
    }

    function test_upgrade_doesNotAllowInitializingAgain() public {
        vm.prank(owner);
        funding.upgradeToAndCall(address(v2), "");
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        funding.initialize(usdt, bhc, roles());
    }

    function test_v2Implementation_cannotBeInitialized() public {
        vm.expectRevert(abi.encodeWithSelector(Initializable.InvalidInitialization.selector));
        v2.initialize(usdt, bhc, roles());
    }
}
