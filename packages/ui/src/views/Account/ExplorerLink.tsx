import type { CaipNetwork } from '@portico/core'
import { ExternalLinkIcon } from '../../primitives/Icons/ActionIcons'
import { usePortico } from '../../state/PorticoContext'

/** The address on the network's block explorer, when the network names one (SPEC §3 block explorers). */
export function ExplorerLink({ address, network }: { address: string; network: CaipNetwork | undefined }) {
  const { t } = usePortico()
  const explorer = network?.blockExplorers?.default
  if (!explorer) return null
  const href = `${explorer.url.replace(/\/$/, '')}/address/${address}`
  return (
    <a
      className="pc-icon-button"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('account.explorer', { explorer: explorer.name })}
    >
      <ExternalLinkIcon size={16} />
    </a>
  )
}
