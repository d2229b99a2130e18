import { WALLET_CONNECT_EVENTS, WALLET_CONNECT_METHODS } from '../constants'
import type { CaipNetwork } from '../types/network'
import { isWalletConnectNamespace, type WalletConnectNamespace } from './walletConnectNamespaces'

/** A proposal namespace in universal-provider's shape; rpcMap is keyed by CAIP-2 reference. */
export type WalletConnectNamespaceConfig = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

export type WalletConnectNamespaces = Partial<Record<WalletConnectNamespace, WalletConnectNamespaceConfig>>

/**
 * The session proposal's namespaces from the configured networks: every network with its CAIP-2 id
 * (polkadot's the genesis-hash prefix, cosmos' the chain id) and its first HTTP RPC URL, so reads through
 * the session reach the host's own RPC, not a default one.
 */
export function buildWalletConnectNamespaces(networks: readonly CaipNetwork[]): WalletConnectNamespaces {
  const namespaces: WalletConnectNamespaces = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    if (!isWalletConnectNamespace(namespace)) continue
    const config = namespaces[namespace] ?? {
      chains: [],
      methods: [...WALLET_CONNECT_METHODS[namespace]],
      events: [...WALLET_CONNECT_EVENTS[namespace]],
      rpcMap: {},
    }
    if (!config.chains.includes(network.caipNetworkId)) config.chains.push(network.caipNetworkId)
    const [rpcUrl] = network.rpcUrls.default.http
    if (rpcUrl) config.rpcMap[String(network.id)] = rpcUrl
    namespaces[namespace] = config
  }
  return namespaces
}

/**
 * SPEC §5: universal-provider authentication (one-click sign-in on connect) applies only when
 * exactly one namespace is requested and it is eip155.
 */
export function canAuthenticateOnConnect(namespaces: WalletConnectNamespaces): boolean {
  const requested = Object.keys(namespaces)
  return requested.length === 1 && requested[0] === 'eip155'
}
