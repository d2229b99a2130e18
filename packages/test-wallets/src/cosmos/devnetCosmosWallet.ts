import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME, DEVNET_WALLET_RDNS } from '../evm/constants'
import { COSMOS_TEST_WALLET_KEYSTORE_EVENT, DEVNET_COSMOS_PROVIDER_GLOBAL } from './constants'

/**
 * How a host lists the devnet wallet's Keplr-compatible part beside Keplr and Leap (adapter-cosmos's
 * `wallets`): under the id its other parts share, so the Connect view shows one multi-chain row.
 */
export const DEVNET_COSMOS_WALLET = {
  id: DEVNET_WALLET_RDNS,
  name: DEVNET_WALLET_NAME,
  icon: DEVNET_WALLET_ICON,
  globalName: DEVNET_COSMOS_PROVIDER_GLOBAL,
  keystoreChangeEvent: COSMOS_TEST_WALLET_KEYSTORE_EVENT,
} as const
