// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SimpleAccount} from "@account-abstraction/contracts/samples/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {PorticoSmartAccount} from "./PorticoSmartAccount.sol";

/// PorticoSmartAccounts as ERC1967 proxies of one implementation, with SimpleAccountFactory v0.7's shape
/// so a user operation's initCode and EntryPoint.getSenderAddress work as they do for SimpleAccount.
contract PorticoSmartAccountFactory {
    PorticoSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new PorticoSmartAccount(entryPoint);
    }

    /// Deploys `owner`'s account number `salt`, or returns it when already deployed (the EntryPoint may ask again).
    function createAccount(address owner, uint256 salt) public returns (PorticoSmartAccount account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return PorticoSmartAccount(payable(predicted));
        account = PorticoSmartAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initCall(owner)))
        );
    }

    /// The address createAccount gives `owner`'s account number `salt`, deployed or not.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory proxyArgs = abi.encode(address(accountImplementation), _initCall(owner));
        return Create2.computeAddress(
            bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, proxyArgs))
        );
    }

    /// The proxy's constructor call; initialize is SimpleAccount's, inherited unchanged.
    function _initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
