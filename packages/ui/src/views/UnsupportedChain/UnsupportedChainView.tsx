import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { NetworkList } from '../Networks/NetworkList'

/** SPEC §2, §4 UnsupportedChain: the wallet is on a network the app does not support; pick one it does. */
export default function UnsupportedChainView() {
  const { t } = usePortico()
  return (
    <div className="pc-stack">
      <Text as="p" variant="small" tone="muted">
        {t('unsupported.message')}
      </Text>
      {/* SPEC §4: on success from an unsupported network core closes the modal itself. */}
      <NetworkList onSwitched={() => undefined} />
    </div>
  )
}
