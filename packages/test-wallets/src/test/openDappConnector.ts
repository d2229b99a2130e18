import {
  createWalletConnectConnector,
  type WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from '@portico/core'
import { createMemoryKeyValueStorage } from '../walletconnect/createMemoryKeyValueStorage'
import { createPairingQueue } from './createPairingQueue'
import type { WalletConnectStack } from './startWalletConnectStack'

export type DappConnector = {
  connector: WalletConnectConnector
  pairings: ReturnType<typeof createPairingQueue>
}

/** A dapp page's connector on the stack's relay and networks, with its pairings queued for the test. */
export function openDappConnector(
  stack: WalletConnectStack,
  options: Partial<WalletConnectConnectorOptions> = {},
): DappConnector {
  const pairings = createPairingQueue()
  const connector = createWalletConnectConnector({
    projectId: 'portico-test',
    relayUrl: stack.relay.url,
    metadata: {
      name: 'Portico test dapp',
      description: 'WalletConnect end to end',
      url: 'http://127.0.0.1',
      icons: [],
    },
    networks: stack.networks,
    storage: createMemoryKeyValueStorage(),
    customStoragePrefix: 'portico-dapp',
    isLocalStack: true,
    onPairing: pairings.onPairing,
    ...options,
  })
  return { connector, pairings }
}

/** Connect, then the wallet pairs from the published URI and approves: the session and that URI. */
export async function connectAndApprove(stack: WalletConnectStack, { connector, pairings }: DappConnector) {
  const connecting = connector.connect()
  const pairing = await pairings.next()
  await stack.wallet.pair(pairing.uri)
  await stack.wallet.approveNext()
  return { session: await connecting, pairing }
}
