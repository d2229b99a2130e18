// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// An ERC-20 for local chains: fixed decimals, an initial grant to every funded account, and an
/// open faucet, since on a devnet anyone may mint.
contract DevnetToken is ERC20 {
    uint8 private immutable tokenDecimals;

    constructor(
        string memory tokenName,
        string memory tokenSymbol,
        uint8 decimals_,
        address[] memory holders,
        uint256 amountEach
    ) ERC20(tokenName, tokenSymbol) {
        tokenDecimals = decimals_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function decimals() public view override returns (uint8) {
        return tokenDecimals;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
