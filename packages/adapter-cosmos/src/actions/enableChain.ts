import { type CaipNetwork, UserRejectedRequestError } from '@portico/core'
import type { CosmosAdapterContext } from '../context'
import { ChainNotSupportedError } from '../errors/ChainNotSupportedError'
import { isCosmosRejection, rethrowCosmosRejection } from '../errors/rethrowCosmosRejection'
import { type CosmosNetwork, isCosmosNetwork, toChainInfo } from '../networks/defineCosmosNetwork'
import type { KeplrLikeProvider } from '../wallets/KeplrLikeProvider'

function chainConfigOf(context: CosmosAdapterContext, caipNetwork: CaipNetwork): CosmosNetwork | undefined {
  if (isCosmosNetwork(caipNetwork)) return caipNetwork
  const configured = context.networks.find((network) => network.caipNetworkId === caipNetwork.caipNetworkId)
  return configured && isCosmosNetwork(configured) ? configured : undefined
}

/**
 * Grants the site the network's chain (`enable`). A wallet that lacks the chain is asked to add it
 * (experimentalSuggestChain, the cosmos counterpart of EVM's 4902 → add) and enabled again; a refused or
 * impossible suggestion is SPEC §5's 'The connector does not support any of the requested chains'.
 */
export async function enableChain(
  context: CosmosAdapterContext,
  provider: KeplrLikeProvider,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const chainId = String(caipNetwork.id)
  try {
    await provider.enable(chainId)
    return
  } catch (error) {
    if (isCosmosRejection(error)) throw new UserRejectedRequestError({ cause: error })
    const network = chainConfigOf(context, caipNetwork)
    if (!network) throw new ChainNotSupportedError(chainId, { cause: error })
    await provider.experimentalSuggestChain(toChainInfo(network)).catch((refusal: unknown) => {
      throw new ChainNotSupportedError(chainId, { cause: refusal })
    })
  }
  await provider.enable(chainId).catch(rethrowCosmosRejection)
}
