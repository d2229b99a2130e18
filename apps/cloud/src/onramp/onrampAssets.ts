import type { Address } from 'viem'
import type { CloudChain } from '../chains/cloudChain'
import type { SolanaCloudChain } from '../chains/solanaCloudChain'
import { NATIVE_TOKEN_ADDRESS } from '../constants'

/** A network an asset is bought on, in the shape of SPEC §3's on-ramp options. */
export type OnrampNetwork = {
  /** CAIP-2, which the quote's `network` and the generator's `defaultNetwork` name. */
  name: string
  display_name: string
  chain_id: string
}

/** An asset the sandbox sells: the native currency of a served chain, or one of its ERC-20s. */
export type OnrampAsset = {
  symbol: string
  name: string
  decimals: number
  network: OnrampNetwork
  /** The ERC-20's address; absent for a native currency. */
  token?: Address
} & ({ namespace: 'eip155'; chain: CloudChain } | { namespace: 'solana'; chain: SolanaCloudChain })

/** Every asset the sandbox sells (SPEC §1: on-ramp on EVM and Solana): each chain's native currency and tokens, and SOL. */
export function listOnrampAssets(
  chains: readonly CloudChain[],
  solanaChains: readonly SolanaCloudChain[],
): OnrampAsset[] {
  const evm = chains.flatMap((chain): OnrampAsset[] => {
    const network = {
      name: `eip155:${chain.chainId}`,
      display_name: chain.name,
      chain_id: String(chain.chainId),
    }
    return [
      { namespace: 'eip155', chain, network, ...chain.nativeCurrency },
      ...chain.tokens.map(
        (token): OnrampAsset => ({
          namespace: 'eip155',
          chain,
          network,
          symbol: token.symbol,
          name: token.name,
          decimals: token.decimals,
          token: token.address,
        }),
      ),
    ]
  })
  // SPL tokens are not sold yet: the treasury sends SOL only.
  const solana = solanaChains.map(
    (chain): OnrampAsset => ({
      namespace: 'solana',
      chain,
      network: {
        name: chain.caipNetworkId,
        display_name: chain.name,
        chain_id: chain.caipNetworkId.slice('solana:'.length),
      },
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
    }),
  )
  return [...evm, ...solana]
}

/** The asset a quote or order names: a purchase currency id (its symbol) on a network (CAIP-2). */
export function findOnrampAsset(
  assets: readonly OnrampAsset[],
  symbol: string,
  network: string,
): OnrampAsset | undefined {
  return assets.find(
    (asset) => asset.symbol.toUpperCase() === symbol.toUpperCase() && asset.network.name === network,
  )
}

/** SPEC §3 contract_address: the token's address, 0xeeee…eeee for an EVM native currency, empty for SOL. */
export function onrampContractAddress(asset: OnrampAsset): string {
  if (asset.token) return asset.token
  return asset.namespace === 'eip155' ? NATIVE_TOKEN_ADDRESS : ''
}
