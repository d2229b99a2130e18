import { type CaipNetwork, PorticoError } from '@portico/core'

export type NetworkMismatchErrorType = NetworkMismatchError

/** The node at a network's RPC URL is not that network's chain, or the network misstates the chain's token. */
export class NetworkMismatchError extends PorticoError {
  override name = 'NetworkMismatchError' as const
  readonly code = 'NETWORK_MISMATCH'
  override readonly shortMessage: string

  constructor(network: CaipNetwork, url: string, reason: string) {
    super(`${network.name} does not match the chain at ${url}: ${reason}`)
    this.shortMessage = `${network.name} does not match the chain at its RPC URL`
  }
}
