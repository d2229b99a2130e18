import { UNKNOWN_NETWORK_NAME } from '../../constants'
import type { ChainNamespace } from '../../namespaces'
import type { CaipNetwork } from '../../types/network'
import { findConfiguredNetwork, type PorticoContext } from '../context'

/**
 * The configured network for a wallet's chain id, or an Unknown Network placeholder (SPEC §4's
 * account sync) that keeps the real id so a switch can leave it.
 */
export function networkForChainId(
  context: PorticoContext,
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
  const known = findConfiguredNetwork(context, namespace, chainId)
  if (known) return known
  return {
    id: chainId,
    name: UNKNOWN_NETWORK_NAME,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${chainId}`,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
    unknown: true,
  }
}

/** The network a namespace starts on: the host's default when it is of this namespace, else its first. */
export function defaultNetworkFor(
  context: PorticoContext,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  const { defaultNetwork, networks } = context.options
  if (defaultNetwork?.chainNamespace === namespace) return defaultNetwork
  return networks.find((network) => network.chainNamespace === namespace)
}
