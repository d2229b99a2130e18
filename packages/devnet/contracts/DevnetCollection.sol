// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// An ERC-721 collection for local chains: `perHolder` tokens minted to each holder at deploy
/// (ids from 1, in holder order), metadata at `baseUri` + id, and an open mint, since on a devnet
/// anyone may mint.
contract DevnetCollection is ERC721 {
    string private metadataBase;
    uint256 public totalMinted;

    constructor(
        string memory collectionName,
        string memory collectionSymbol,
        string memory baseUri,
        address[] memory holders,
        uint256 perHolder
    ) ERC721(collectionName, collectionSymbol) {
        metadataBase = baseUri;
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                mint(holders[i]);
            }
        }
    }

    function mint(address to) public returns (uint256 tokenId) {
        tokenId = ++totalMinted;
        _safeMint(to, tokenId);
    }

    function _baseURI() internal view override returns (string memory) {
        return metadataBase;
    }
}
