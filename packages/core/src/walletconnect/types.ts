import type { ChainNamespace } from '../namespaces'
import type { Pairing } from '../store/createConnectionStore'
import type { ConnectionAccount } from '../types/connection'
import type { CaipNetwork } from '../types/network'
import type { DappMetadata } from '../types/ui'
import type { WalletConnectSessionAccounts } from './parseSessionAccounts'

/** The key-value storage WalletConnect keeps its keys, pairings and sessions in (async, JSON values). */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export type WalletConnectConnectorOptions = {
  projectId: string
  /** The relay's WebSocket URL, e.g. the local stack's ws://127.0.0.1:4001. */
  relayUrl: string
  metadata: DappMetadata
  /** The host's networks, all proposed to the wallet. */
  networks: readonly CaipNetwork[]
  /** Where the session lives between visits; WalletConnect's own default (IndexedDB, or files in Node) when absent. */
  storage?: WalletConnectStorage
  /** Keeps two clients on one storage apart. */
  customStoragePrefix?: string
  /** Running against the local stack: Verify, which lives on an outside server, is skipped. */
  isLocalStack?: boolean
  /** SPEC §4: each pairing URI with its expiry as it is offered, undefined when the offer ends. */
  onPairing?: (pairing: Pairing | undefined) => void
  /** SPEC §8: universal-provider and relay errors, e.g. for createWalletConnectAlerts. */
  onError?: (error: unknown) => void
  /** The clock pairing expiry is counted on (tests move it by hand). */
  now?: () => number
  /** How long the relay has to give a pairing link; RELAY_CONNECT_TIMEOUT_MS by default. */
  relayTimeoutMs?: number
}

/** The wallet on the other side of a session, as its own metadata names it (untrusted: shown, never acted on). */
export type WalletConnectPeer = { name: string; icon?: string }

/** A settled session: its topic, the accounts of each namespace it serves, and the wallet that approved it. */
export type WalletConnectSession = {
  topic: string
  namespaces: WalletConnectSessionAccounts
  peer?: WalletConnectPeer
}

/** SPEC §4: a session that ended, and every namespace it served, all of which disconnect. */
export type WalletConnectDisconnect = {
  topic: string
  namespaces: ChainNamespace[]
  /** Who ended it: the wallet (or the relay on expiry), or this app through `disconnect()`. */
  initiator: 'wallet' | 'dapp'
}

export type WalletConnectRequest = {
  /** CAIP-2 id of the chain the request is for, e.g. eip155:31337. */
  chainId: string
  method: string
  params?: unknown[] | Record<string, unknown>
}

/** A message to sign with one of the session's addresses. */
export type WalletConnectMessage = { address: string; message: string }

/** SPEC §4's account sync: the wallet's new accounts in one namespace of the session (bip122_addressesChanged). */
export type WalletConnectAccountsChange = { namespace: ChainNamespace; accounts: ConnectionAccount[] }
