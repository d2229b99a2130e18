import type { Address, Hex } from 'viem'

/**
 * The PorticoSmartAccountFactory (packages/devnet/contracts), deployed through the CREATE2 deployer with salt 0
 * and EntryPoint v0.7 as argument, so it has this address on every chain (a test compares it with the devnet's).
 */
export const PORTICO_SMART_ACCOUNT_FACTORY_ADDRESS: Address = '0xE667a1F2fB4fC9E1260545dc3C73d0111917dcA6'

/** PorticoSmartAccount's EIP-712 domain, less the chain and the account that bind a signature to both. */
export const PORTICO_SMART_ACCOUNT_DOMAIN = { name: 'Portico Smart Account', version: '1' } as const

/** The wrapper the owner signs for EIP-1271: the message's hash, typed, under the account's domain. */
export const PORTICO_SMART_ACCOUNT_MESSAGE_TYPES = {
  PorticoSmartAccountMessage: [{ name: 'hash', type: 'bytes32' }],
} as const

/**
 * A well-formed signature no key made, for gas estimation: SimpleAccount recovers it with OpenZeppelin's
 * ECDSA.recover, which reverts on a malformed one, so the stub must recover (to someone not the owner).
 */
export const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
