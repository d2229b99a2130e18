// Types only: the generic Substrate pallets (balances, system, transactionPayment) on api.tx, .query, .consts.

import { ApiPromise, WsProvider } from '@polkadot/api'
import type {} from '@polkadot/api/augment'
import type { CaipNetwork } from '@portico/core'
import type { PolkadotAdapterContext } from '../context'
import { NetworkMismatchError } from '../errors/NetworkMismatchError'
import { isPolkadotNetwork } from '../networks/definePolkadotNetwork'
import { polkadotWebSocketUrl } from './polkadotWebSocketUrl'

/** A node that cannot be reached fails the call, instead of WsProvider retrying for ever behind it. */
async function connectApi(url: string): Promise<ApiPromise> {
  const api = new ApiPromise({ provider: new WsProvider(url), noInitWarn: true, throwOnConnect: true })
  try {
    return await api.isReadyOrError
  } catch (error) {
    await api.disconnect().catch(() => undefined)
    throw error
  }
}

/**
 * The one @polkadot/api connection to the network's node, made on first use and shared by every action
 * on that URL; checked to serve the network's chain (its genesis hash), since a transaction signed for
 * another chain is refused and a balance read there is someone else's.
 */
export async function polkadotApiFor(
  context: Pick<PolkadotAdapterContext, 'apis'>,
  network: CaipNetwork,
): Promise<ApiPromise> {
  const url = polkadotWebSocketUrl(network)
  let pending = context.apis.get(url)
  if (!pending) {
    const connecting = connectApi(url)
    pending = connecting
    context.apis.set(url, connecting)
    // A failed connection is forgotten, so the next call tries again.
    connecting.catch(() => {
      if (context.apis.get(url) === connecting) context.apis.delete(url)
    })
  }
  const api = await pending
  const genesisHash = api.genesisHash.toHex()
  if (isPolkadotNetwork(network) && genesisHash !== network.polkadot.genesisHash)
    throw new NetworkMismatchError(
      network,
      url,
      `its genesis hash is ${genesisHash}, not ${network.polkadot.genesisHash}`,
    )
  return api
}
