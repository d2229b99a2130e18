import { Button } from '../../primitives/Button/Button'
import { NetworkIcon } from '../../primitives/Icons/Icons'
import { Text } from '../../primitives/Text/Text'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** SPEC §2 SwitchActiveChain: the chosen network's namespace has no wallet yet; connect one for it. */
export default function SwitchActiveChainView() {
  const { client, t } = usePortico()
  const data = useClientStore(client.stores.router, (state) => state.data)
  const name = data.network?.name ?? data.switchToChain ?? ''
  return (
    <div className="pc-centered">
      <NetworkIcon size={40} />
      <Text as="p" variant="paragraph">
        {t('switchActive.message', { network: name })}
      </Text>
      <Button
        onClick={() =>
          // Core's open() makes the namespace active and shows the view it carries (Connect by default).
          client.open({
            view: data.navigateTo ?? 'Connect',
            ...(data.switchToChain ? { namespace: data.switchToChain } : {}),
          })
        }
      >
        {t('switchActive.connect')}
      </Button>
    </div>
  )
}
