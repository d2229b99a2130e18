// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// ERC-3668: the caller fetches `callData` from one of `urls`, then calls `callbackFunction(response, extraData)` here.
error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);

/// An ENSIP-10 extended resolver for the names a Portico Cloud keeps: every answer comes from the cloud's
/// gateway (ERC-3668) and counts only when signed by the gateway key this contract was deployed with.
contract PorticoOffchainResolver {
    /// The gateway (POST {sender, data}), e.g. http://127.0.0.1:4000/v1/profile/gateway.
    string public url;
    /// The only key whose signed answers this resolver returns.
    address public immutable signer;

    error SignatureExpired(uint64 expires);
    error UntrustedSigner(address recovered);

    constructor(string memory gatewayUrl, address gatewaySigner) {
        url = gatewayUrl;
        signer = gatewaySigner;
    }

    /// ENSIP-10: never answers on chain; asks the gateway for the whole call.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeCall(this.resolve, (name, data));
        string[] memory urls = new string[](1);
        urls[0] = url;
        revert OffchainLookup(address(this), urls, callData, this.resolveWithProof.selector, callData);
    }

    /// The gateway's answer: abi.encode(bytes result, uint64 expires, bytes signature) over the request it answers.
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        if (expires < block.timestamp) revert SignatureExpired(expires);
        address recovered = ECDSA.recover(makeSignatureHash(address(this), expires, extraData, result), signature);
        if (recovered != signer) revert UntrustedSigner(recovered);
        return result;
    }

    /// What the gateway signs (ENS's offchain-resolver scheme): EIP-191 version 0 data bound to this resolver.
    function makeSignatureHash(address target, uint64 expires, bytes memory request, bytes memory result)
        public
        pure
        returns (bytes32)
    {
        return keccak256(abi.encodePacked(hex"1900", target, expires, keccak256(request), keccak256(result)));
    }

    /// ERC-165 for IExtendedResolver (ENSIP-10) and ERC-165 itself.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x9061b923 || interfaceId == 0x01ffc9a7;
    }
}
