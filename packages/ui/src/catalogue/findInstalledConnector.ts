import type { Connector, WalletCatalogueEntry } from '@portico/core'

/** The browser's own connector for a catalogue wallet: matched by catalogue id or EIP-6963 rdns. */
export function findInstalledConnector(
  wallet: Pick<WalletCatalogueEntry, 'id' | 'rdns'>,
  connectors: readonly Connector[],
): Connector | undefined {
  return connectors.find(
    (connector) =>
      connector.type !== 'WALLET_CONNECT' &&
      connector.type !== 'AUTH' &&
      (connector.explorerId === wallet.id ||
        (wallet.rdns ? connector.info?.rdns === wallet.rdns || connector.id === wallet.rdns : false)),
  )
}
