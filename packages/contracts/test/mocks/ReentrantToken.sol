// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @dev An ERC20 that, once armed, calls back into `target` with `payload` during its next transfer,
/// bubbling up any revert: a stand-in for a malicious or hook-bearing token.
contract ReentrantToken is ERC20 {
    address private _target;
    bytes private _payload;

    constructor() ERC20("Reentrant", "RE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    function arm(address target, bytes calldata payload) external {
        _target = target;
        _payload = payload;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        address target = _target;
        if (target == address(0)) return;
        _target = address(0);
        (bool success, bytes memory returned) = target.call(_payload);
        if (!success) {
            assembly ("memory-safe") {
                revert(add(returned, 32), mload(returned))
            }
        }
    }
}
