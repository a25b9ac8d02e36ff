// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {FundingHandler} from "./handlers/FundingHandler.sol";
import {FundingFixture} from "./utils/FundingFixture.sol";
import {InvariantTest} from "./utils/InvariantTest.sol";

/// @dev Accounting invariants of the pool under random deposits, withdrawals, claims and rewards.
contract FundingInvariantTest is FundingFixture, InvariantTest {
    FundingHandler internal handler;

    function setUp() public override {
        super.setUp();
        handler = new FundingHandler(funding, usdt, bhc);
        usdt.transferOwnership(address(handler));
        bhc.transferOwnership(address(handler));
        bytes32 rewarderRole = funding.REWARDER_ROLE();
        vm.prank(owner);
        funding.grantRole(rewarderRole, address(handler));

        bytes4[] memory selectors = new bytes4[](5);
        selectors[0] = FundingHandler.deposit.selector;
        selectors[1] = FundingHandler.withdraw.selector;
        selectors[2] = FundingHandler.claim.selector;
        selectors[3] = FundingHandler.addReward.selector;
        selectors[4] = FundingHandler.warp.selector;
        targetContract(address(handler));
        targetSelector(FuzzSelector({addr: address(handler), selectors: selectors}));
    }

    function invariant_stakesAddUpToTotalLpAndBalance() public view {
        uint256 sum;
        for (uint256 i; i < handler.actorCount(); ++i) {
            sum += funding.getUserInfo(handler.actors(i)).amount;
        }
        assertEq(sum, funding.totalLp(), "sum of stakes == totalLp");
        assertEq(usdt.balanceOf(address(funding)), funding.totalLp(), "lp balance == totalLp");
    }

    function invariant_rewardsAreCovered() public view {
        uint256 added = handler.ghostRewardAdded();
        uint256 claimed = handler.ghostRewardClaimed();
        assertLe(claimed, added, "claimed <= added");
        uint256 balance = bhc.balanceOf(address(funding));
        assertEq(balance, added - claimed, "reward balance == added - claimed");

        uint256 pending;
        for (uint256 i; i < handler.actorCount(); ++i) {
            pending += funding.getUserInfo(handler.actors(i)).reward;
        }
        assertGe(balance, pending, "reward balance >= sum of pending");
    }

    function invariant_accPerShareNeverDecreases() public view {
        assertTrue(!handler.ghostAccDecreased(), "accCakePerShare decreased");
        assertGe(funding.accCakePerShare(), handler.ghostLastAcc(), "acc below last seen");
    }
}
