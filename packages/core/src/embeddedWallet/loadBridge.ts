import type { PorticoContext } from '../client/context'
import {
  EMBEDDED_WALLET_NEEDS_EVM_NETWORK,
  PROJECT_ID_REQUIRED,
  UNABLE_TO_LOAD_EMAIL_LOGIN_DEPENDENCY,
} from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import type { EmbeddedWalletOptions } from './types'

/**
 * Loads @portico/embedded-wallet through the host's `load` and makes its bridge and providers (SPEC §7: the
 * frame starts on an EVM chain with its RPC URL; the one last connected on, else the active or first one).
 */
export async function loadBridge(context: PorticoContext, { frameUrl, load }: EmbeddedWalletOptions) {
  const module = await load().catch((cause: unknown) => {
    throw new PorticoError(UNABLE_TO_LOAD_EMAIL_LOGIN_DEPENDENCY, { cause })
  })
  const { projectId, networks } = context.options
  if (!projectId) throw new PorticoError(PROJECT_ID_REQUIRED)
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  const wanted = [
    context.storage.get('connections')?.eip155?.[0]?.caipNetwork?.caipNetworkId,
    context.stores.chains.getState().namespaces.eip155.network?.caipNetworkId,
  ]
  const start = wanted.flatMap((id) => evm.filter((network) => network.caipNetworkId === id))[0] ?? evm[0]
  const rpcUrl = start?.rpcUrls.default.http[0]
  if (!start || !rpcUrl) throw new PorticoError(EMBEDDED_WALLET_NEEDS_EVM_NETWORK)
  const bridge = module.createEmbeddedWalletBridge({ frameUrl, projectId, chainId: Number(start.id), rpcUrl })
  const rpcUrls: Record<number, string> = {}
  for (const network of evm) {
    const url = network.rpcUrls.default.http[0]
    if (url) rpcUrls[Number(network.id)] = url
  }
  return {
    bridge,
    evm: module.createEmbeddedEvmProvider({ bridge, rpcUrls }),
    solana: module.createEmbeddedSolanaProvider({ bridge }),
    connectSocialInPopup: module.connectSocialInPopup,
    connectSocialByRedirect: module.connectSocialByRedirect,
    redeemSocialRedirectResult: module.redeemSocialRedirectResult,
  }
}

export type LoadedBridge = Awaited<ReturnType<typeof loadBridge>>
