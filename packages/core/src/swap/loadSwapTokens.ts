import { contextOf } from '../client/clientContext'
import { activeSwapAccount } from './activeSwapAccount'
import { askSwapCloud } from './askSwapCloud'
import { swapStoreOf } from './createSwapStore'
import { type CloudSwapToken, parseSwapTokens } from './parseSwapResponses'
import { SwapError } from './SwapError'

/** Any failure as the SwapError the view words (an internal one, e.g. no account, as a cloud-like refusal). */
export const asSwapError = (error: unknown) =>
  error instanceof SwapError ? error : new SwapError('cloud', (error as Error).message, error)

/**
 * The tokens the active EVM network swaps (SPEC §7 GET /v1/convert/tokens), into the swap store; another
 * network than the last starts a fresh form with its native currency as `from`. A chain without a market
 * fails with 'Network not supported for Swaps' before any request (SPEC §8).
 */
export async function loadSwapTokens(client: object): Promise<CloudSwapToken[]> {
  const store = swapStoreOf(client)
  try {
    const { cloud, network } = activeSwapAccount(contextOf(client))
    const { caipNetworkId } = network
    if (store.getState().caipNetworkId !== caipNetworkId) store.getState().reset()
    store.setState({ caipNetworkId, status: 'loadingTokens', error: undefined })
    const tokens = await askSwapCloud(
      () => cloud.get('/v1/convert/tokens', { chainId: caipNetworkId }),
      parseSwapTokens,
    )
    // The network may have changed while the cloud answered; that network's own load wins.
    if (store.getState().caipNetworkId !== caipNetworkId) return tokens
    const { fromToken } = store.getState()
    store.setState({ tokens, status: 'ready', fromToken: fromToken ?? tokens[0] })
    return tokens
  } catch (error) {
    store.setState({ status: 'idle', error: asSwapError(error) })
    throw asSwapError(error)
  }
}
