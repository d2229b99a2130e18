import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'

/**
 * SPEC §4: a wallet on a network outside the configured list opens UnsupportedChain, unless the host
 * disabled switching or allows unsupported chains.
 */
export function showUnsupportedChainIfNeeded(context: PorticoContext, namespace: ChainNamespace): boolean {
  const { enableNetworkSwitch, allowUnsupportedChain } = context.options
  const network = context.stores.chains.getState().namespaces[namespace].network
  if (!network?.unknown || !enableNetworkSwitch || allowUnsupportedChain) return false
  context.stores.router.getState().reset('UnsupportedChain')
  context.stores.modal.getState().setOpen(true)
  return true
}
