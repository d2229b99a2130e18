import type { ConnectorType } from '../constants'
import type { ChainNamespace } from '../namespaces'

/** A way to connect: a browser wallet, WalletConnect, the embedded wallet, or a host-supplied one. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  /** The namespace this entry belongs to. */
  chain: ChainNamespace
  /** Every namespace the wallet behind it serves (a multi-chain wallet lists several). */
  chains?: ChainNamespace[]
  imageUrl?: string
  imageId?: string
  info?: { rdns?: string }
  /** The chain SDK's provider object; opaque to core. */
  provider?: unknown
  /** The wallet's id in the catalogue, when known. */
  explorerId?: string
  /** For a MULTI_CHAIN connector: the per-namespace connectors it groups. */
  connectors?: Connector[]
  installed?: boolean
}
