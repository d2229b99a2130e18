import { contextOf } from '../client/clientContext'
import type { CaipNetwork } from '../types/network'
import { isSwapNetwork } from './activeSwapAccount'

/**
 * Whether the client offers swaps on the network (the Account view's Swap action): a swap network of its
 * own, and a cloud to quote and build the swap on.
 */
export const swapsOffered = (client: object, network: CaipNetwork | undefined) => {
  const context = contextOf(client)
  return Boolean(context.cloud) && isSwapNetwork(context, network)
}
