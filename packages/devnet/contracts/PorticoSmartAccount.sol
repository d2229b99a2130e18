// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SimpleAccount} from "@account-abstraction/contracts/samples/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// The embedded wallet's smart account: SimpleAccount v0.7 unchanged, plus EIP-1271.
/// @notice SimpleAccount v0.7 has no isValidSignature, so a deployed one could never sign in (SIWX) or
/// sign anything an app verifies. The owner signs the EIP-712 wrapper PorticoSmartAccountMessage(hash)
/// under a domain holding this account's address and the chain id, so one signature is valid for one
/// account on one chain: the same owner's other accounts, or this account on another chain, refuse it.
contract PorticoSmartAccount is SimpleAccount, EIP712 {
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("PorticoSmartAccountMessage(bytes32 hash)");
    /// EIP-1271's answers.
    bytes4 private constant VALID_SIGNATURE = 0x1626ba7e;
    bytes4 private constant INVALID_SIGNATURE = 0xffffffff;

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("Portico Smart Account", "1") {}

    /// EIP-1271: whether the owner signed `hash` through this account's wrapper (never reverts on a bad signature).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        bytes32 digest = _hashTypedDataV4(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, signature);
        if (recoverError == ECDSA.RecoverError.NoError && signer == owner) return VALID_SIGNATURE;
        return INVALID_SIGNATURE;
    }
}
