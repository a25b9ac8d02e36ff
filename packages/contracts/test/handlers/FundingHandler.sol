// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Funding} from "../../src/Funding.sol";
import {TestToken} from "../../src/TestToken.sol";
import {Vm} from "../utils/Vm.sol";

/// @dev Drives a Funding pool with valid calls only (the invariant run fails on any revert) from a
/// few actors, and keeps ghost totals the invariants compare the pool against. The handler holds
/// REWARDER_ROLE, so it adds rewards itself.
contract FundingHandler {
    uint256 internal constant PRECISION = 1e18;
    uint256 internal constant MAX_AMOUNT = 1e27;

    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    Funding public immutable funding;
    TestToken public immutable usdt;
    TestToken public immutable bhc;

    address[] public actors;

    uint256 public ghostRewardAdded;
    uint256 public ghostRewardClaimed;
    uint256 public ghostLastAcc;
    bool public ghostAccDecreased;
    mapping(bytes32 => uint256) public calls;

    constructor(Funding funding_, TestToken usdt_, TestToken bhc_) {
        funding = funding_;
        usdt = usdt_;
        bhc = bhc_;
        for (uint256 i; i < 4; ++i) {
            actors.push(address(uint160(0xA11CE + i)));
        }
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function deposit(uint256 actorSeed, uint256 amount) external {
        address actor = pickActor(actorSeed);
        amount = boundAmount(amount, 1, MAX_AMOUNT);
        usdt.mint(actor, amount);
        vm.startPrank(actor);
        usdt.approve(address(funding), amount);
        funding.deposit(amount);
        vm.stopPrank();
        afterCall("deposit");
    }

    function withdraw(uint256 actorSeed, uint256 amount) external {
        address actor = pickActor(actorSeed);
        uint256 staked = funding.getAbleWithdrawAmount(actor);
        if (staked == 0) return;
        amount = boundAmount(amount, 1, staked);
        vm.prank(actor);
        funding.withdraw(amount);
        afterCall("withdraw");
    }

    function claim(uint256 actorSeed) external {
        address actor = pickActor(actorSeed);
        uint256 pending = funding.getUserInfo(actor).reward;
        if (pending == 0) return;
        uint256 before = bhc.balanceOf(actor);
        vm.prank(actor);
        funding.claim();
        ghostRewardClaimed += bhc.balanceOf(actor) - before;
        afterCall("claim");
    }

    function addReward(uint256 amount) external {
        uint256 staked = funding.totalLp();
        if (staked == 0) return;
        // Smallest reward that still moves accCakePerShare: ceil(staked / PRECISION).
        amount = boundAmount(amount, (staked + PRECISION - 1) / PRECISION, MAX_AMOUNT);
        bhc.mint(address(this), amount);
        bhc.approve(address(funding), amount);
        funding.addReward(amount);
        ghostRewardAdded += amount;
        afterCall("addReward");
    }

    function warp(uint256 secondsForward) external {
        vm.warp(block.timestamp + (secondsForward % 7 days));
    }

    function afterCall(bytes32 name) private {
        uint256 acc = funding.accCakePerShare();
        if (acc < ghostLastAcc) ghostAccDecreased = true;
        ghostLastAcc = acc;
        ++calls[name];
    }

    function pickActor(uint256 seed) private view returns (address) {
        return actors[seed % actors.length];
    }

    function boundAmount(uint256 x, uint256 min, uint256 max) private pure returns (uint256) {
        if (max <= min) return min;
        return min + (x % (max - min + 1));
    }
}
