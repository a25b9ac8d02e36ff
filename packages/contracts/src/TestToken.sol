// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/**
 * @title TestToken
 * @notice Mintable 18-decimal ERC20 standing in for USDT, BHC and WOOHOO on local chains.
 * Not meant for production networks: the owner can mint without limit.
 */
contract TestToken is ERC20, Ownable {
    /**
     * @dev Requirements:
     * - `initialOwner` is not the zero address.
     */
    constructor(string memory name_, string memory symbol_, address initialOwner)
        ERC20(name_, symbol_)
        Ownable(initialOwner)
    {}

    /**
     * @notice Creates `amount` tokens (smallest unit) for `to`.
     * @dev Requirements:
     * - the caller is the owner.
     * - `to` is not the zero address.
     *
     * Emits a {Transfer} event from the zero address.
     */
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
