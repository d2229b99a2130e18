// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The reads of Farcaster's IdRegistry (Optimism) that Sign In With Farcaster verification makes, and a
/// register call, so a local chain maps fids to custody addresses as the real registry does.
contract DevnetIdRegistry {
    /// The last fid issued; fids start at 1.
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    mapping(uint256 => address) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    /// The caller already owns a fid: one fid per custody address, as on Optimism.
    error HasId();

    /// Issues the next fid to the caller, who becomes its custody address.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }
}
