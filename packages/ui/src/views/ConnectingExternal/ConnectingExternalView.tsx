import { useCallback, useEffect, useRef, useState } from 'react'
import { findCatalogueWallet } from '../../catalogue/findCatalogueWallet'
import { finishConnect } from '../../modal/Router/finishConnect'
import { Button } from '../../primitives/Button/Button'
import { WalletIcon } from '../../primitives/Icons/Icons'
import { Image } from '../../primitives/Image/Image'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { findConnectTarget } from '../Connect/ordering/findConnectTarget'
import { type ConnectOutcome, outcomeOfConnectError } from './connectOutcome'
import { WalletLinks } from './WalletLinks/WalletLinks'

// The line under the failure: SPEC §5's own words where it has them.
const HINTS = {
  rejected: 'connecting.rejectedHint',
  unsupported: 'connecting.unsupportedChains',
  unreachable: 'connecting.failedHint',
  failed: 'connecting.failedHint',
} as const

/**
 * SPEC §2 ConnectingExternal: asks the wallet, waits with its icon, and offers a retry when it fails;
 * for a catalogue wallet that is not installed, shows the links to open it instead.
 */
export default function ConnectingExternalView() {
  const { client, t } = usePortico()
  const connectorId = useClientStore(client.stores.router, (state) => state.data.connectorId)
  const byNamespace = useClientStore(client.stores.connectors, (state) => state.byNamespace)
  const active = useClientStore(client.stores.chains, (state) => state.activeNamespace)
  const connector = findConnectTarget(byNamespace, connectorId, active)
  // A catalogue wallet chosen in Connect or AllWallets that this browser does not have.
  const catalogueWallet = useClientStore(client.stores.catalogue, (state) =>
    connectorId ? undefined : findCatalogueWallet(state, client.stores.router.getState().data.walletId),
  )
  const [outcome, setOutcome] = useState<ConnectOutcome>('connecting')
  const started = useRef(false)

  const attempt = useCallback(async () => {
    if (!connector) return
    setOutcome('connecting')
    try {
      await client.connect({ namespace: connector.chain, connectorId: connector.id })
      // Core may have moved on (sign-in, unsupported chain); only a connect that ends here closes.
      if (client.stores.router.getState().view === 'ConnectingExternal') finishConnect(client)
    } catch (error) {
      setOutcome(outcomeOfConnectError(error))
    }
  }, [client, connector])

  useEffect(() => {
    // One request per visit, even when React mounts the view twice in development.
    if (started.current) return
    started.current = true
    void attempt()
  }, [attempt])

  if (!connector && catalogueWallet) return <WalletLinks wallet={catalogueWallet} />
  if (!connector) {
    return (
      <div className="pc-centered">
        <Text as="p" tone="error">
          {t('connecting.notFound')}
        </Text>
      </div>
    )
  }
  return (
    <div className="pc-centered">
      <span className="pc-wallet-badge">
        <Image src={connector.imageUrl} alt="" size={80} radius={20} fallback={<WalletIcon size={36} />} />
        {outcome === 'connecting' ? <Spinner label={t('connecting.inProgress')} size={92} /> : null}
      </span>
      {outcome === 'connecting' ? (
        <>
          <Text as="p" variant="paragraph">
            {t('connecting.continueIn', { name: connector.name })}
          </Text>
          <Text as="p" variant="small" tone="muted">
            {t('connecting.accept')}
          </Text>
        </>
      ) : (
        <>
          <Text as="p" variant="paragraph" tone="error" role="alert">
            {outcome === 'rejected' ? t('connecting.rejected') : t('connecting.failed')}
          </Text>
          <Text as="p" variant="small" tone="muted">
            {t(HINTS[outcome])}
          </Text>
          <Button variant="neutral" size="sm" onClick={() => void attempt()}>
            {t('connecting.tryAgain')}
          </Button>
        </>
      )}
    </div>
  )
}
