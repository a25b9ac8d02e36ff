// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {FundingFixture} from "./utils/FundingFixture.sol";

contract FundingFuzzTest is FundingFixture {
    function testFuzz_depositThenWithdraw_returnsEverything(uint256 amount, uint256 part) public {
        amount = bound(amount, 1, MAX_AMOUNT);
        part = bound(part, 1, amount);
        deposit(alice, amount);

        vm.startPrank(alice);
        funding.withdraw(part);
        if (part < amount) funding.withdraw(amount - part);
        vm.stopPrank();

        assertEq(usdt.balanceOf(alice), amount, "alice made whole");
        assertEq(funding.totalLp(), 0, "pool empty");
        assertEq(usdt.balanceOf(address(funding)), 0, "pool balance");
        assertEq(funding.getUserInfo(alice).amount, 0, "stake");
    }

    function testFuzz_rewardShares_areProportionalToStake(uint256 aliceStake, uint256 bobStake, uint256 reward)
        public
    {
        aliceStake = bound(aliceStake, 1, MAX_AMOUNT);
        bobStake = bound(bobStake, 1, MAX_AMOUNT);
        uint256 total = aliceStake + bobStake;
        reward = bound(reward, total / PRECISION + 1, MAX_AMOUNT);
        deposit(alice, aliceStake);
        deposit(bob, bobStake);
        addReward(reward);

        uint256 alicePending = pendingOf(alice);
        uint256 bobPending = pendingOf(bob);
        // Rounding loses at most stake / PRECISION + 1 wei per user, and never pays out more than added.
        assertApproxEqAbs(alicePending, reward * aliceStake / total, aliceStake / PRECISION + 1, "alice share");
        assertApproxEqAbs(bobPending, reward * bobStake / total, bobStake / PRECISION + 1, "bob share");
        assertLe(alicePending + bobPending, reward, "never more than added");
    }

    function testFuzz_claimsAcrossCheckpoints_neverExceedRewards(
        uint256 first,
        uint256 second,
        uint256 rewardA,
        uint256 rewardB
    ) public {
        first = bound(first, 1, MAX_AMOUNT);
        second = bound(second, 1, MAX_AMOUNT);
        deposit(alice, first);
        rewardA = bound(rewardA, first / PRECISION + 1, MAX_AMOUNT);
        addReward(rewardA);
        deposit(bob, second);
        deposit(alice, second);
        rewardB = bound(rewardB, (first + 2 * second) / PRECISION + 1, MAX_AMOUNT);
        addReward(rewardB);

        claimIfAny(alice);
        claimIfAny(bob);
        uint256 paid = bhc.balanceOf(alice) + bhc.balanceOf(bob);
        assertLe(paid, rewardA + rewardB, "paid at most what was added");
        assertEq(bhc.balanceOf(address(funding)), rewardA + rewardB - paid, "pool keeps the rest");
    }

    function claimIfAny(address user) private {
        if (pendingOf(user) == 0) return;
        vm.prank(user);
        funding.claim();
    }
}
