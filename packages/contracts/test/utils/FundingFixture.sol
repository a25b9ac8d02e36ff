// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {ERC1967Utils} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Utils.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

import {Funding} from "../../src/Funding.sol";
import {IFunding} from "../../src/interfaces/IFunding.sol";
import {TestToken} from "../../src/TestToken.sol";
import {BaseTest} from "./BaseTest.sol";

/// @dev A Funding proxy over USDT (stake) and BHC (reward), plus helpers. `owner` stands for the
/// timelock (owner and DEFAULT_ADMIN_ROLE), `unpauser` for the Safe, `rewarder` for the hot key.
abstract contract FundingFixture is BaseTest {
    uint256 internal constant PRECISION = 1e18;
    /// @dev Largest amount fuzzed: 1e12 whole tokens keeps products well inside uint256.
    uint256 internal constant MAX_AMOUNT = 1e30;

    address internal owner = makeAddr("owner");
    address internal guardian = makeAddr("guardian");
    address internal unpauser = makeAddr("unpauser");
    address internal rewarder = makeAddr("rewarder");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");

    TestToken internal usdt;
    TestToken internal bhc;
    Funding internal implementation;
    Funding internal funding;

    function setUp() public virtual {
        usdt = new TestToken("Tether USD", "USDT", address(this));
        bhc = new TestToken("BHC", "BHC", address(this));
        implementation = new Funding();
        funding = deployProxy(address(implementation), roles(), usdt, bhc);
        vm.label(address(funding), "Funding");
    }

    function roles() internal view returns (IFunding.Roles memory) {
        return IFunding.Roles({admin: owner, guardian: guardian, unpauser: unpauser, rewarder: rewarder});
    }

    function deployProxy(address impl, IFunding.Roles memory roles_, IERC20 lp, IERC20 reward)
        internal
        returns (Funding)
    {
        bytes memory data = abi.encodeCall(Funding.initialize, (lp, reward, roles_));
        return Funding(address(new ERC1967Proxy(impl, data)));
    }

    function deposit(address user, uint256 amount) internal {
        usdt.mint(user, amount);
        vm.startPrank(user);
        usdt.approve(address(funding), amount);
        funding.deposit(amount);
        vm.stopPrank();
    }

    function addReward(uint256 amount) internal {
        bhc.mint(rewarder, amount);
        vm.startPrank(rewarder);
        bhc.approve(address(funding), amount);
        funding.addReward(amount);
        vm.stopPrank();
    }

    function pendingOf(address user) internal view returns (uint256) {
        return funding.getUserInfo(user).reward;
    }

    function implementationOf(address proxy) internal view returns (address) {
        return address(uint160(uint256(vm.load(proxy, ERC1967Utils.IMPLEMENTATION_SLOT))));
    }

    function assertUserInfo(IFunding.UserInfo memory actual, IFunding.UserInfo memory expected, string memory who)
        internal
        pure
    {
        assertEq(actual.amount, expected.amount, string.concat(who, " amount"));
        assertEq(actual.rewardDebt, expected.rewardDebt, string.concat(who, " rewardDebt"));
        assertEq(actual.reward, expected.reward, string.concat(who, " reward"));
    }
}
