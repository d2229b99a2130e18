import type { CaipNetwork } from '@portico/core'
import { NetworkIcon } from '../../primitives/Icons/Icons'
import { usePortico } from '../../state/PorticoContext'

/** The active network with an icon at the top of the Account view; a click opens Networks (SPEC §2). */
export function NetworkButton({ network }: { network: CaipNetwork }) {
  const { client, t } = usePortico()
  return (
    <button
      type="button"
      className="pc-button pc-button--neutral pc-button--sm"
      style={{ alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', gap: 6 }}
      aria-label={t('account.network', { network: network.name })}
      // What a click does, for a pointer resting on it; read as the button's description.
      title={t('account.switchNetwork')}
      onClick={() => client.stores.router.getState().push('Networks')}
    >
      <NetworkIcon size={16} />
      <span>{network.name}</span>
    </button>
  )
}
