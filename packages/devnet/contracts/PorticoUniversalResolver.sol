// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OffchainLookup} from "./PorticoOffchainResolver.sol";

/// One query of ENS's batch gateway protocol; viem answers it locally for the gateway `x-batch-gateway:true`.
struct BatchGatewayQuery {
    address sender;
    string[] urls;
    bytes data;
}

/// An ERC-3668 lookup a resolver raised, decoded.
struct ResolverLookup {
    address sender;
    string[] urls;
    bytes callData;
    bytes4 callbackFunction;
    bytes extraData;
}

interface IBatchGateway {
    function query(BatchGatewayQuery[] memory queries)
        external
        view
        returns (bool[] memory failures, bytes[] memory responses);
}

interface IExtendedResolver {
    function resolve(bytes memory name, bytes memory data) external view returns (bytes memory);
}

/// The smallest universal resolver viem's getEnsAddress and getEnsName speak to (resolveWithGateways and
/// reverseWithGateways): it finds a name's resolver by walking up to the nearest node given one at
/// deployment (ENSIP-10 wildcards) and relays the resolver's ERC-3668 lookup through the batch gateway, so
/// the gateway sees the resolver as the request's sender, as the resolver's signature check needs.
contract PorticoUniversalResolver {
    bytes4 private constant NAME_SELECTOR = 0x691f3431; // name(bytes32)
    uint256 private constant MAINNET_COIN_TYPE = 60;

    /// Resolvers by namehash, fixed at deployment: no owner can move a zone afterwards.
    mapping(bytes32 => address) public resolvers;

    error ResolverNotFound(bytes name);
    error ResolverError(bytes errorData);
    error InvalidBatchGatewayResponse();

    constructor(bytes32[] memory nodes, address[] memory nodeResolvers) {
        require(nodes.length == nodeResolvers.length, "one resolver per node");
        for (uint256 i = 0; i < nodes.length; i++) {
            resolvers[nodes[i]] = nodeResolvers[i];
        }
    }

    /// `name` DNS-encoded, `data` a resolver call such as addr(bytes32); returns its answer and the resolver.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory, address)
    {
        address resolver = findResolver(name);
        return (lookup(resolver, name, data, gateways, this.resolveCallback.selector), resolver);
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (bytes memory, address)
    {
        (address resolver, bytes memory result) = answer(response, extraData);
        return (result, resolver);
    }

    /// ENSIP-19 primary name of `lookupAddress` for `coinType` (60: addr.reverse, else <hex coin type>.reverse).
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory, address, address)
    {
        bytes memory name = reverseName(lookupAddress, coinType);
        address resolver = findResolver(name);
        bytes memory data = abi.encodeWithSelector(NAME_SELECTOR, namehash(name, 0));
        bytes memory result = lookup(resolver, name, data, gateways, this.reverseCallback.selector);
        return (abi.decode(result, (string)), resolver, resolver);
    }

    function reverseCallback(bytes calldata response, bytes calldata extraData)
        external
        view
        returns (string memory, address, address)
    {
        (address resolver, bytes memory result) = answer(response, extraData);
        return (abi.decode(result, (string)), resolver, resolver);
    }

    /// The resolver of the name or of its nearest parent that has one.
    function findResolver(bytes memory name) public view returns (address) {
        uint256 offset = 0;
        while (offset < name.length) {
            address resolver = resolvers[namehash(name, offset)];
            if (resolver != address(0)) return resolver;
            uint256 labelLength = uint8(name[offset]);
            if (labelLength == 0) break;
            offset += labelLength + 1;
        }
        revert ResolverNotFound(name);
    }

    /// ENS namehash of the DNS-encoded name from `offset` on.
    function namehash(bytes memory name, uint256 offset) public pure returns (bytes32 node) {
        uint256 labelLength = uint8(name[offset]);
        if (labelLength == 0) return bytes32(0);
        require(offset + 1 + labelLength < name.length, "malformed DNS name");
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(name, 33), offset), labelLength)
        }
        return keccak256(abi.encodePacked(namehash(name, offset + 1 + labelLength), labelHash));
    }

    /// Calls the resolver; an OffchainLookup it raises comes back as one of this contract's, through the batch gateway.
    function lookup(address resolver, bytes memory name, bytes memory data, string[] memory gateways, bytes4 callback)
        private
        view
        returns (bytes memory)
    {
        (bool ok, bytes memory returned) =
            resolver.staticcall(abi.encodeCall(IExtendedResolver.resolve, (name, data)));
        if (ok) return abi.decode(returned, (bytes));
        if (returned.length < 4 || bytes4(returned) != OffchainLookup.selector) revert ResolverError(returned);
        ResolverLookup memory raised = decodeLookup(returned);
        // ERC-3668: a lookup only counts for the contract that raised it.
        if (raised.sender != resolver) revert ResolverError(returned);
        BatchGatewayQuery[] memory queries = new BatchGatewayQuery[](1);
        queries[0] = BatchGatewayQuery(raised.sender, raised.urls, raised.callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (queries)),
            callback,
            abi.encode(resolver, raised.callbackFunction, raised.extraData)
        );
    }

    function decodeLookup(bytes memory revertData) private pure returns (ResolverLookup memory raised) {
        (raised.sender, raised.urls, raised.callData, raised.callbackFunction, raised.extraData) =
            abi.decode(withoutSelector(revertData), (address, string[], bytes, bytes4, bytes));
    }

    /// The batch gateway's answer handed to the resolver's own callback; a failed query's error is raised as is.
    function answer(bytes calldata response, bytes calldata extraData)
        private
        view
        returns (address resolver, bytes memory result)
    {
        bytes4 resolverCallback;
        bytes memory resolverExtraData;
        (resolver, resolverCallback, resolverExtraData) = abi.decode(extraData, (address, bytes4, bytes));
        (bool ok, bytes memory returned) =
            resolver.staticcall(abi.encodeWithSelector(resolverCallback, onlyResponse(response), resolverExtraData));
        if (!ok) revert ResolverError(returned);
        result = abi.decode(returned, (bytes));
    }

    /// The one answer of a one-query batch; a failed query's error (e.g. HttpError) is raised as is.
    function onlyResponse(bytes calldata response) private pure returns (bytes memory) {
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        bytes memory reply = responses[0];
        if (failures[0]) {
            assembly {
                revert(add(reply, 32), mload(reply))
            }
        }
        return reply;
    }

    function reverseName(bytes calldata lookupAddress, uint256 coinType) private pure returns (bytes memory) {
        bytes memory addressLabel = toHex(lookupAddress);
        bytes memory coinLabel = coinType == MAINNET_COIN_TYPE ? bytes("addr") : numberToHex(coinType);
        return abi.encodePacked(
            uint8(addressLabel.length), addressLabel, uint8(coinLabel.length), coinLabel, uint8(7), "reverse", uint8(0)
        );
    }

    function toHex(bytes memory data) private pure returns (bytes memory text) {
        bytes16 digits = "0123456789abcdef";
        text = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            text[2 * i] = digits[uint8(data[i]) >> 4];
            text[2 * i + 1] = digits[uint8(data[i]) & 0x0f];
        }
    }

    /// Lower-case hex without leading zeros, as ENSIP-19 names coin types.
    function numberToHex(uint256 value) private pure returns (bytes memory text) {
        bytes16 digits = "0123456789abcdef";
        uint256 length = 1;
        for (uint256 rest = value >> 4; rest != 0; rest >>= 4) length++;
        text = new bytes(length);
        for (uint256 i = length; i > 0; i--) {
            text[i - 1] = digits[value & 0x0f];
            value >>= 4;
        }
    }

    function withoutSelector(bytes memory data) private pure returns (bytes memory rest) {
        rest = new bytes(data.length - 4);
        for (uint256 i = 0; i < rest.length; i++) {
            rest[i] = data[i + 4];
        }
    }
}
