/**
 * The creation code of the smallest EIP-1271 contract wallet, assembled by hand: `isValidSignature(bytes32
 * hash, bytes signature)` answers the magic value 0x1626ba7e when `ecrecover(hash, v, r, s)` is its owner,
 * 0 otherwise, and any other call reverts. The owner is written into the code, so there is no storage.
 */
export function ownedWalletBytecode(owner: `0x${string}`): `0x${string}` {
  const runtime = [
    // The selector must be isValidSignature(bytes32,bytes).
    '6000', // 0x00 PUSH1 0
    '35', //   0x02 CALLDATALOAD
    '60e0', // 0x03 PUSH1 224
    '1c', //   0x05 SHR              selector
    '631626ba7e', // 0x06 PUSH4 0x1626ba7e
    '14', //   0x0b EQ
    '6013', // 0x0c PUSH1 0x13       the JUMPDEST below
    '57', //   0x0e JUMPI
    '6000', // 0x0f PUSH1 0
    '80', //   0x11 DUP1
    'fd', //   0x12 REVERT
    '5b', //   0x13 JUMPDEST
    // ecrecover's input in memory: hash at 0x00, v at 0x20, r at 0x40, s at 0x60.
    '600435', // PUSH1 4, CALLDATALOAD: the hash
    '600052', // PUSH1 0, MSTORE
    '602435', // PUSH1 0x24, CALLDATALOAD: the offset of `signature` after the selector
    '602401', // PUSH1 0x24, ADD: p = where its 65 bytes start (selector + offset + length word)
    '8035', //   DUP1, CALLDATALOAD: r
    '604052', // PUSH1 0x40, MSTORE
    '8060200135', // DUP1, PUSH1 0x20, ADD, CALLDATALOAD: s
    '606052', // PUSH1 0x60, MSTORE
    '60400135', // PUSH1 0x40, ADD, CALLDATALOAD: the word starting with v
    '60f81c', // PUSH1 248, SHR: v
    '602052', // PUSH1 0x20, MSTORE
    // staticcall(gas, 0x01 ecrecover, in 0x00..0x80, out 0x80..0xa0); a failed recovery leaves 0 there.
    '602060806080600060015afa50', // PUSH1 0x20, PUSH1 0x80, PUSH1 0x80, PUSH1 0, PUSH1 1, GAS, STATICCALL, POP
    '608051', // PUSH1 0x80, MLOAD: the recovered address
    `73${owner.slice(2).toLowerCase()}`, // PUSH20 owner
    '14', //     EQ: 1 or 0
    '631626ba7e02', // PUSH4 0x1626ba7e, MUL
    '60e01b', // PUSH1 224, SHL: the magic value left-aligned as bytes4, or 0
    '600052', // PUSH1 0, MSTORE
    '60206000f3', // PUSH1 0x20, PUSH1 0, RETURN
  ].join('')
  const length = runtime.length / 2
  if (length > 0xff) throw new Error('the runtime outgrew its PUSH1 length')
  const size = length.toString(16).padStart(2, '0')
  // Creation: CODECOPY the runtime that follows these 11 bytes to memory 0 and RETURN it.
  const creation = `60${size}80600b6000396000f3`
  return `0x${creation}${runtime}`
}
