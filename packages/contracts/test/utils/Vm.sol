// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev The forge cheatcodes these tests use. The npm copy of forge-std (1.1.2) predates most of
/// them and its Test.sol needs ds-test, which is not installed, so the tests declare their own.
interface Vm {
    function prank(address msgSender) external;
    function startPrank(address msgSender) external;
    function stopPrank() external;
    function warp(uint256 newTimestamp) external;
    function roll(uint256 newHeight) external;
    function label(address account, string calldata newLabel) external;
    function addr(uint256 privateKey) external pure returns (address keyAddr);
    function load(address target, bytes32 slot) external view returns (bytes32 data);
    function assume(bool condition) external pure;

    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter)
        external;

    function assertTrue(bool condition, string calldata message) external pure;
    function assertEq(bool left, bool right, string calldata message) external pure;
    function assertEq(uint256 left, uint256 right, string calldata message) external pure;
    function assertEq(address left, address right, string calldata message) external pure;
    function assertEq(bytes32 left, bytes32 right, string calldata message) external pure;
    function assertEq(string calldata left, string calldata right, string calldata message) external pure;
    function assertLe(uint256 left, uint256 right, string calldata message) external pure;
    function assertGe(uint256 left, uint256 right, string calldata message) external pure;
    function assertApproxEqAbs(uint256 left, uint256 right, uint256 maxDelta, string calldata message) external pure;
}
