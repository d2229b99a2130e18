import type { ChainNamespace, Connection } from '@portico/core'
import { walletConnectPeer } from '@portico/core/wallets'
import { Button } from '../../primitives/Button/Button'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { Shimmer } from '../../primitives/Shimmer/Shimmer'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { ConnectionCard, type ShownWallet } from './ConnectionCard'
import { connectedNamespaces, NAMESPACE_NAMES } from './connectedNamespaces'

/**
 * SPEC §2 ProfileWallets: every wallet connected on each namespace with its accounts, the active one
 * marked. A wallet that selects no account itself (Polkadot) lets the visitor pick one; with
 * multiWallet (SPEC §4) another wallet can be made active, disconnected, or added through Connect.
 */
export default function ProfileWalletsView() {
  const { client, t } = usePortico()
  const chains = useClientStore(client.stores.chains, (state) => state)
  const multiWallet = useClientStore(client.stores.features, (state) => state.features.multiWallet)
  const connectors = useClientStore(client.stores.connectors, (state) => state.byNamespace)
  const namespaces = connectedNamespaces(chains)
  const addWallet = () => client.stores.router.getState().push('Connect')

  // A failure is said in core's banner; the list stays as core left it.
  const attempt = async (action: () => unknown, failure: string) => {
    try {
      await action()
    } catch {
      client.stores.alerts.getState().showBanner({ message: failure, variant: 'error', autoClose: true })
    }
  }
  // A WalletConnect card names the wallet that approved the session, not "WalletConnect".
  const peer = walletConnectPeer(client)
  const walletOf = (namespace: ChainNamespace, connection: Connection): ShownWallet => {
    const connector = connectors[namespace]?.find((candidate) => candidate.id === connection.connectorId)
    if (connector?.type === 'WALLET_CONNECT')
      return { name: peer?.name ?? connector.name, imageUrl: peer?.icon, walletConnect: true }
    return { name: connector?.name ?? connection.connectorId, imageUrl: connector?.imageUrl }
  }
  const choose = (namespace: ChainNamespace, connection: Connection, address: string) =>
    attempt(() => {
      const state = client.stores.chains.getState().namespaces[namespace]
      if (state.connectorId !== connection.connectorId)
        client.switchConnection({ namespace, connectorId: connection.connectorId })
      const now = client.stores.chains.getState().namespaces[namespace]
      // Only a wallet that selects no account itself takes the visitor's pick (ChainAdapter's selectAccount).
      if (now.connectorId === connection.connectorId && now.account.address !== address)
        client.selectAccount({ namespace, address })
    }, t('profileWallets.chooseFailed'))

  if (namespaces.length === 0) {
    return (
      <div className="pc-centered" data-panel-state="message">
        <WalletIcon size={32} />
        <Text as="p" variant="paragraph">
          {t('profileWallets.empty')}
        </Text>
        <Button variant="accent" onClick={addWallet}>
          {t('profileWallets.add')}
        </Button>
      </div>
    )
  }

  return (
    <div className="pc-stack" style={{ gap: 16 }} data-panel-state="filled">
      {namespaces.map((namespace) => {
        const state = chains.namespaces[namespace]
        const headingId = `pc-profile-wallets-${namespace}`
        const balance =
          state.account.balance !== undefined
            ? {
                amount: state.account.balance,
                symbol: state.account.balanceSymbol ?? state.network?.nativeCurrency.symbol ?? '',
              }
            : undefined
        return (
          <section key={namespace} aria-labelledby={headingId} className="pc-stack" style={{ gap: 8 }}>
            <Text
              as="h3"
              variant="label"
              tone="muted"
              id={headingId}
              style={{ margin: 0, textAlign: 'start' }}
            >
              {NAMESPACE_NAMES[namespace]}
            </Text>
            {state.connections.length === 0 ? (
              <div
                role="status"
                aria-label={t('profileWallets.restoring')}
                className="pc-stack"
                data-panel-state="loading"
              >
                <Shimmer height={36} radius={12} />
                <Shimmer height={44} radius={12} />
              </div>
            ) : (
              <ul className="pc-stack pc-plain-list" style={{ gap: 12 }} aria-labelledby={headingId}>
                {state.connections.map((connection) => (
                  <ConnectionCard
                    key={connection.connectorId}
                    connection={connection}
                    wallet={walletOf(namespace, connection)}
                    active={connection.connectorId === state.connectorId}
                    activeAddress={state.account.address}
                    balance={balance}
                    namespace={namespace}
                    selectable={client.getCapabilities(namespace)?.selectAccount === true}
                    multiWallet={multiWallet}
                    onChoose={(address) => void choose(namespace, connection, address)}
                    onDisconnect={() =>
                      void attempt(
                        () =>
                          client.disconnect({
                            namespace,
                            connectorId: connection.connectorId,
                            closeModal: false,
                          }),
                        t('profileWallets.disconnectFailed', {
                          wallet: walletOf(namespace, connection).name,
                        }),
                      )
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        )
      })}
      {multiWallet ? (
        <Button variant="neutral" style={{ width: '100%' }} onClick={addWallet}>
          {t('profileWallets.add')}
        </Button>
      ) : null}
    </div>
  )
}
