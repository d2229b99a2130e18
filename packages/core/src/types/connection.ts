import type { AccountType, BitcoinAccountType } from '../constants'
import type { CaipNetwork } from './network'

/** SPEC §3: Bitcoin accounts are typed payment or ordinal; other namespaces use eoa or smartAccount. */
export type ConnectionAccount = {
  address: string
  type?: AccountType | BitcoinAccountType
  /** SPEC §3: the account's public key where the address does not carry it (Bitcoin, Cosmos). */
  publicKey?: string
}

/** SPEC §3: one wallet's connection on one namespace. */
export type Connection = {
  connectorId: string
  accounts: ConnectionAccount[]
  caipNetwork?: CaipNetwork
  auth?: { name?: string }
}

/** SPEC §4: the live status of a namespace's connection. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** SPEC §4: what is stored for a namespace between visits. */
export type StoredConnectionStatus = 'active' | 'connected' | 'disconnected'

/** SPEC §3: at most two are kept. */
export type RecentWallet = { id: string; name: string }
