import type { ChainAdapter } from '../adapter/ChainAdapter'
import type { PorticoContext } from '../client/context'
import type { CloudClient } from '../cloud/createCloudClient'
import { SWAP_CHAIN_IDS } from '../constants'
import { NO_ACTIVE_CAIP_ADDRESS } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import type { AccountState } from '../types/account'
import type { CaipNetwork } from '../types/network'
import { SwapError } from './SwapError'

/** The connected EVM account a swap runs for, with everything the swap actions reach. */
export type SwapAccount = {
  cloud: CloudClient
  network: CaipNetwork
  chainId: number
  account: AccountState & { address: string; caipAddress: string }
  adapter: ChainAdapter
  connectorId: string
}

/** SPEC §9's swap networks plus the host's own (`swapNetworks`); any other chain has no market to trade on. */
export function isSwapNetwork(
  context: Pick<PorticoContext, 'options'>,
  network: CaipNetwork | undefined,
): boolean {
  if (!network || network.unknown || network.chainNamespace !== 'eip155') return false
  const chainId = Number(network.id)
  return (
    (SWAP_CHAIN_IDS as readonly number[]).includes(chainId) ||
    (context.options.swapNetworks ?? []).includes(chainId)
  )
}

/**
 * The active account, when swaps can run for it: an EVM network with a market and a cloud to quote on,
 * else 'Network not supported for Swaps' (SPEC §8) before any request is made.
 */
export function activeSwapAccount(context: PorticoContext): SwapAccount {
  const { chains } = context.stores
  const namespace = chains.getState().activeNamespace
  const state = namespace ? chains.getState().namespaces[namespace] : undefined
  const network = state?.network
  if (namespace !== 'eip155' || !network || !isSwapNetwork(context, network) || !context.cloud)
    throw new SwapError('unsupportedNetwork')
  const { account, connectorId } = state
  const adapter = context.adapters.eip155
  if (account.status !== 'connected' || !account.address || !account.caipAddress || !connectorId || !adapter)
    throw new PorticoError(NO_ACTIVE_CAIP_ADDRESS)
  return {
    cloud: context.cloud,
    network,
    chainId: Number(network.id),
    account: account as SwapAccount['account'],
    adapter,
    connectorId,
  }
}
