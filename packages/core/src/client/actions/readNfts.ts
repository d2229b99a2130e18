import { PorticoError } from '../../errors/PorticoError'
import type { ChainNamespace } from '../../namespaces'
import type { AccountNft } from '../../types/nfts'
import type { PorticoContext } from '../context'

export type ReadNftsParameters = {
  /** The active namespace when absent. */
  namespace?: ChainNamespace
}

/** The cloud indexes ERC-721 only. */
const SERVED: readonly ChainNamespace[] = ['eip155']

/** The cloud answered something that is not an NFT list. */
export class NftsUnavailableError extends PorticoError {
  override name = 'NftsUnavailableError'
  readonly code = 'NFTS_UNAVAILABLE'
  constructor() {
    super('NFTs are unavailable')
  }
}

/**
 * The NFTs the connected account holds on its network, read from Portico Cloud (spam
 * already left out, SPEC §5). Undefined when there is nothing to ask: no cloud, a namespace it does
 * not index, no connected account. Throws when the cloud fails, so the caller can show it failed.
 */
export async function readNfts(
  context: PorticoContext,
  { namespace }: ReadNftsParameters = {},
): Promise<AccountNft[] | undefined> {
  const { chains } = context.stores
  const target = namespace ?? chains.getState().activeNamespace
  if (!context.cloud || !target || !SERVED.includes(target)) return undefined
  const { account, network } = chains.getState().namespaces[target]
  if (account.status !== 'connected' || !account.address || !network || network.unknown) return undefined
  const answer = await context.cloud.get<{ nfts?: unknown }>(`/v1/account/${account.address}/nfts`, {
    chainId: network.caipNetworkId,
  })
  if (!Array.isArray(answer?.nfts)) throw new NftsUnavailableError()
  return answer.nfts as AccountNft[]
}
