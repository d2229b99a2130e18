import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME, DEVNET_WALLET_RDNS } from '../evm/constants'
import { DEVNET_POLKADOT_EXTENSION_KEY } from './constants'

/**
 * How a host lists the devnet wallet's Polkadot extension (adapter-polkadot's `extensions`): under the id
 * its other parts share, so the Connect view shows one multi-chain row.
 */
export const DEVNET_POLKADOT_EXTENSION = {
  id: DEVNET_WALLET_RDNS,
  name: DEVNET_WALLET_NAME,
  icon: DEVNET_WALLET_ICON,
  injectedKey: DEVNET_POLKADOT_EXTENSION_KEY,
} as const
