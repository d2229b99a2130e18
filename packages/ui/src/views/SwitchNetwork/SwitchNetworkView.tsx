import { NetworkIcon } from '../../primitives/Icons/Icons'
import { Image } from '../../primitives/Image/Image'
import { Spinner } from '../../primitives/Spinner/Spinner'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/**
 * SPEC §4 SwitchNetwork: core shows this while a wallet with no prompt of its own (the embedded wallet)
 * switches; it goes back by itself when the switch ends, or fails.
 */
export default function SwitchNetworkView() {
  const { client, t } = usePortico()
  const network = useClientStore(client.stores.router, (state) => state.data.network)
  return (
    <div className="pc-centered">
      <span className="pc-wallet-badge">
        {/* Core's networks carry no image yet: the tile shows the generic network icon. */}
        <Image src={undefined} alt="" size={80} radius="50%" fallback={<NetworkIcon size={36} />} />
        <Spinner label={t('switchNetwork.inProgress')} size={92} />
      </span>
      <Text as="p" variant="paragraph">
        {network ? t('switchNetwork.switchingTo', { network: network.name }) : t('switchNetwork.inProgress')}
      </Text>
      <Text as="p" variant="small" tone="muted">
        {t('switchNetwork.approve')}
      </Text>
    </div>
  )
}
