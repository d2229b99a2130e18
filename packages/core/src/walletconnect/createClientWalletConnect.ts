import type { PorticoStores } from '../client/context'
import type { PorticoOptions } from '../client/options'
import { DEFAULT_WALLET_CONNECT_RELAY_URL } from '../constants'
import { createWalletConnectAlerts } from './createWalletConnectAlerts'
import { createWalletConnectConnector, type WalletConnectConnector } from './createWalletConnectConnector'
import { isLoopbackUrl } from './isLoopbackUrl'
import { walletConnectStoragePrefix } from './walletConnectStoragePrefix'

/** What the page says of itself when the host gave no metadata (SPEC §3's dapp data). */
function pageMetadata() {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost'
  return { name: 'Portico', description: '', url: origin, icons: [] }
}

/**
 * The client's one WALLET_CONNECT connector (ARCHITECTURE.md "Adapters"), when a project id is set and
 * WalletConnect is not turned off; it serves every configured network. Its pairings go to the
 * connection store (SPEC §4) and universal-provider errors to alerts, once per kind (SPEC §8).
 */
export function createClientWalletConnect(
  options: PorticoOptions,
  stores: Pick<PorticoStores, 'connection' | 'alerts'>,
  now: () => number,
): WalletConnectConnector | undefined {
  if (!options.projectId || options.enableWalletConnect === false) return undefined
  const relayUrl = options.relayUrl ?? DEFAULT_WALLET_CONNECT_RELAY_URL
  return createWalletConnectConnector({
    projectId: options.projectId,
    relayUrl,
    metadata: options.metadata ?? pageMetadata(),
    networks: options.networks,
    ...(options.walletConnectStorage ? { storage: options.walletConnectStorage } : {}),
    customStoragePrefix: walletConnectStoragePrefix(options.projectId),
    // Verify attests origins on an outside server; a relay on this machine means the local stack.
    isLocalStack: isLoopbackUrl(relayUrl),
    onPairing: (pairing) => stores.connection.getState().setPairing(pairing),
    onError: createWalletConnectAlerts((alert) => stores.alerts.getState().showAlert(alert)),
    now,
  })
}
