import type { Hex } from 'viem'

/** The CREATE2 deployer anvil has at genesis (Arachnid's), through which the canonical addresses come out. */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** ERC-4337 EntryPoint v0.7 at its canonical address: the npm artifact's creation code with this salt. */
export const ENTRY_POINT_V07 = {
  address: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  salt: '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3',
} as const satisfies { address: Hex; salt: Hex }

/** The v0.7 SimpleAccountFactory at the address bundlers and permissionless expect (salt 0, the EntryPoint as argument). */
export const SIMPLE_ACCOUNT_FACTORY_V07 = {
  address: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
  salt: '0x0000000000000000000000000000000000000000000000000000000000000000',
} as const satisfies { address: Hex; salt: Hex }

/**
 * The embedded wallet's PorticoSmartAccountFactory (contracts/) through the same deployer with salt 0
 * and the EntryPoint as argument: one address on every chain. A change to the contracts moves it (a test says so).
 */
export const PORTICO_SMART_ACCOUNT_FACTORY = {
  address: '0xE667a1F2fB4fC9E1260545dc3C73d0111917dcA6',
  salt: '0x0000000000000000000000000000000000000000000000000000000000000000',
} as const satisfies { address: Hex; salt: Hex }

/** The bundler's own accounts (mnemonic indices no test wallet, market, name signer or treasury uses). */
export const BUNDLER_EXECUTOR_INDEX = 102
export const BUNDLER_UTILITY_INDEX = 103
export const BUNDLER_ACCOUNT_BALANCE_ETH = 1_000

export const BUNDLER_READY_TIMEOUT_MS = 60_000
export const BUNDLER_READY_POLL_MS = 200
export const BUNDLER_STOP_TIMEOUT_MS = 5_000
