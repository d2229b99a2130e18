import type { CaipNetwork } from '@portico/core'

/**
 * The node endpoint @polkadot/api connects to: the network's WebSocket URL, else its HTTP one as ws(s),
 * since Substrate nodes serve both on one port and a transaction's status only comes over a socket.
 */
export function polkadotWebSocketUrl(network: CaipNetwork): string {
  const { webSocket, http } = network.rpcUrls.default
  return webSocket?.[0] ?? (http[0] ?? '').replace(/^http(s?):/, 'ws$1:')
}
