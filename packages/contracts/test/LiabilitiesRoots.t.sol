// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {TimelockController} from "@openzeppelin/contracts/governance/TimelockController.sol";

import {LiabilitiesRoots} from "../src/LiabilitiesRoots.sol";
import {ILiabilitiesRoots} from "../src/interfaces/ILiabilitiesRoots.sol";
import {BaseTest} from "./utils/BaseTest.sol";

contract LiabilitiesRootsTest is BaseTest {
    address internal admin = makeAddr("admin");
    address internal publisher = makeAddr("publisher");
    address internal stranger = makeAddr("stranger");

    bytes32 internal constant USDT = bytes32("USDT");
    bytes32 internal constant ROOT = keccak256("root");
    uint256 internal constant DAY = 20261123;

    LiabilitiesRoots internal roots;

    function setUp() public {
        roots = new LiabilitiesRoots(admin, publisher);
    }

    function test_publish_storesTheRootAndEmits() public {
        vm.expectEmit(true, true, false, true);
        emit ILiabilitiesRoots.LiabilitiesRootPublished(DAY, USDT, ROOT, 21.75 ether);
        vm.prank(publisher);
        roots.publish(DAY, USDT, ROOT, 21.75 ether);
        (bytes32 root, uint256 total, bool published) = roots.rootOf(DAY, USDT);
        assertEq(root, ROOT, "root");
        assertEq(total, 21.75 ether, "total");
        assertTrue(published, "published");
    }

    function test_publish_refusesASecondRootForTheSameDayAndAsset() public {
        vm.startPrank(publisher);
        roots.publish(DAY, USDT, ROOT, 1);
        vm.expectRevert(
            abi.encodeWithSelector(ILiabilitiesRoots.LiabilitiesRootAlreadyPublished.selector, DAY, USDT, ROOT)
        );
        roots.publish(DAY, USDT, keccak256("other"), 2);
        // The empty tree's zero root counts as published too.
        roots.publish(DAY, bytes32("BNB"), bytes32(0), 0);
        vm.expectRevert(
            abi.encodeWithSelector(
                ILiabilitiesRoots.LiabilitiesRootAlreadyPublished.selector, DAY, bytes32("BNB"), bytes32(0)
            )
        );
        roots.publish(DAY, bytes32("BNB"), ROOT, 1);
        vm.stopPrank();
        (bytes32 root, uint256 total,) = roots.rootOf(DAY, USDT);
        assertEq(root, ROOT, "first root kept");
        assertEq(total, 1, "first total kept");
    }

    function test_publish_keepsDaysAndAssetsApart() public {
        vm.startPrank(publisher);
        roots.publish(DAY, USDT, ROOT, 1);
        roots.publish(DAY + 1, USDT, keccak256("next"), 2);
        roots.publish(DAY, bytes32("USDB"), keccak256("usdb"), 3);
        vm.stopPrank();
        (, uint256 total,) = roots.rootOf(DAY + 1, USDT);
        assertEq(total, 2, "next day");
        (,, bool published) = roots.rootOf(DAY + 2, USDT);
        assertEq(published, false, "unpublished day");
    }

    function test_publish_onlyByThePublisher() public {
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, roots.PUBLISHER_ROLE()
            )
        );
        vm.prank(stranger);
        roots.publish(DAY, USDT, ROOT, 1);
        // The admin manages publishers but does not publish by itself.
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, admin, roots.PUBLISHER_ROLE())
        );
        vm.prank(admin);
        roots.publish(DAY, USDT, ROOT, 1);
    }

    function test_publish_refusesAKeyThatIsNotADayAndAsset() public {
        vm.startPrank(publisher);
        vm.expectRevert(abi.encodeWithSelector(ILiabilitiesRoots.LiabilitiesRootInvalidKey.selector, 1761955200, USDT));
        roots.publish(1761955200, USDT, ROOT, 1);
        vm.expectRevert(abi.encodeWithSelector(ILiabilitiesRoots.LiabilitiesRootInvalidKey.selector, DAY, bytes32(0)));
        roots.publish(DAY, bytes32(0), ROOT, 1);
        vm.stopPrank();
    }

    function testFuzz_publish_isWriteOnce(uint256 day, bytes32 asset, bytes32 first, bytes32 second, uint256 total) public {
        day = bound(day, 20000101, 99991231);
        vm.assume(asset != bytes32(0));
        vm.startPrank(publisher);
        roots.publish(day, asset, first, total);
        vm.expectRevert(
            abi.encodeWithSelector(ILiabilitiesRoots.LiabilitiesRootAlreadyPublished.selector, day, asset, first)
        );
        roots.publish(day, asset, second, total);
        vm.stopPrank();
        (bytes32 root,,) = roots.rootOf(day, asset);
        assertEq(root, first, "first root stays");
    }
}

/// @dev The deploy passes a TimelockController (proposer: the Safe) as admin: adding a publisher
/// waits the delay, and neither the publisher (the hot key) nor the Safe alone can grant roles.
contract LiabilitiesRootsTimelockTest is BaseTest {
    uint256 internal constant DELAY = 2 days;

    address internal safe = makeAddr("safe");
    address internal publisher = makeAddr("publisher");
    address internal nextPublisher = makeAddr("nextPublisher");
    /// @dev The server's treasury key, which was the admin before the timelock.
    address internal hotKey = makeAddr("hotKey");

    TimelockController internal timelock;
    LiabilitiesRoots internal roots;

    function setUp() public {
        address[] memory safeOnly = new address[](1);
        safeOnly[0] = safe;
        timelock = new TimelockController(DELAY, safeOnly, safeOnly, address(0));
        roots = new LiabilitiesRoots(address(timelock), publisher);
    }

    function test_admin_isTheTimelock() public view {
        assertTrue(roots.hasRole(roots.DEFAULT_ADMIN_ROLE(), address(timelock)), "timelock admin");
        assertTrue(!roots.hasRole(roots.DEFAULT_ADMIN_ROLE(), safe), "safe is no admin by itself");
    }

    function test_grantRole_refusedToThePublisherTheSafeAndTheHotKey() public {
        bytes32 admin = roots.DEFAULT_ADMIN_ROLE();
        bytes32 publisherRole = roots.PUBLISHER_ROLE();
        address[3] memory others = [publisher, safe, hotKey];
        for (uint256 i; i < others.length; ++i) {
            vm.prank(others[i]);
            expectMissingRole(others[i], admin);
            roots.grantRole(publisherRole, nextPublisher);
            vm.prank(others[i]);
            expectMissingRole(others[i], admin);
            roots.revokeRole(publisherRole, publisher);
        }
        assertTrue(!roots.hasRole(publisherRole, nextPublisher), "nothing granted");
    }

    function test_grantRole_throughTheTimelockAfterTheDelay() public {
        bytes memory call = abi.encodeCall(roots.grantRole, (roots.PUBLISHER_ROLE(), nextPublisher));
        vm.prank(safe);
        timelock.schedule(address(roots), 0, call, bytes32(0), bytes32(0), DELAY);
        bytes32 id = timelock.hashOperation(address(roots), 0, call, bytes32(0), bytes32(0));

        vm.prank(safe);
        vm.expectRevert(
            abi.encodeWithSelector(
                TimelockController.TimelockUnexpectedOperationState.selector,
                id,
                bytes32(1 << uint8(TimelockController.OperationState.Ready))
            )
        );
        timelock.execute(address(roots), 0, call, bytes32(0), bytes32(0));

        vm.warp(block.timestamp + DELAY);
        vm.prank(safe);
        timelock.execute(address(roots), 0, call, bytes32(0), bytes32(0));
        assertTrue(roots.hasRole(roots.PUBLISHER_ROLE(), nextPublisher), "granted after the delay");
        vm.prank(nextPublisher);
        roots.publish(20261123, bytes32("USDT"), keccak256("root"), 1);
    }
}
