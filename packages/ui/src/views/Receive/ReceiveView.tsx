import { truncateAddress } from '@portico/core'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'
import { CopyAddressButton } from '../Account/CopyAddressButton'
import { QrCode } from '../ConnectingWalletConnect/QrCode'
import { receivableSymbols } from './receivableSymbols'

/** Receive (SPEC §1 receive feature): the address as a QR code, copy it, and the network and tokens it takes. */
export default function ReceiveView() {
  const { client, t, locale } = usePortico()
  const state = useClientStore(client.stores.chains, (chains) =>
    chains.activeNamespace ? chains.namespaces[chains.activeNamespace] : undefined,
  )
  const address = state?.account.address
  const network = state?.network
  if (!address || !network) return null
  const symbols = new Intl.ListFormat(locale, { type: 'unit' }).format(
    receivableSymbols(network, state.account.tokenBalance),
  )
  return (
    <div className="pc-centered">
      <QrCode value={address} size={220} label={t('receive.qr', { address: truncateAddress(address) })} />
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, maxWidth: '100%' }}>
        <Text as="p" variant="paragraph" title={address} style={{ overflowWrap: 'anywhere' }}>
          {address}
        </Text>
        <CopyAddressButton address={address} />
      </div>
      <Text as="p" variant="paragraph">
        {t('receive.network', { network: network.name })}
      </Text>
      <Text as="p" variant="small" tone="muted">
        {t('receive.tokens', { tokens: symbols, network: network.name })}
      </Text>
    </div>
  )
}
