import type { Address } from 'viem'
import type { CloudChain, SwapMarket } from './cloudChain'
import type { SolanaCloudChain } from './solanaCloudChain'

/** The parts of `@portico/devnet`'s description (its `--out` JSON) the cloud reads. */
export type DevnetDescriptionInput = {
  chains: {
    chainId: number
    name: string
    rpcUrl: string
    contracts: Record<string, Address>
    /** The devnet's Uniswap V2 market; an older description has none. */
    market?: SwapMarket
  }[]
  tokens: { symbol: string; name: string; decimals: number }[]
  /** The fixture ERC-721 collection; its metadata is served by the devnet itself. */
  nftCollection?: { metadataBaseUri: string }
  solana?: {
    name: string
    chainId: `solana:${string}`
    rpcUrl: string
    tokens: Record<string, { mint: string; name: string; symbol: string; decimals: number }>
  }
}

/** The devnet's chains as the data API serves them: ETH native plus the fixture ERC-20s, and their market. */
export function chainsFromDevnetDescription(description: DevnetDescriptionInput): CloudChain[] {
  return description.chains.map((chain) => ({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    // anvil automines a block per transaction at once: the shortest polling of SPEC §9 fits.
    blockTimeMs: 0,
    tokens: description.tokens.flatMap((token) => {
      const address = chain.contracts[token.symbol]
      return address ? [{ address, name: token.name, symbol: token.symbol, decimals: token.decimals }] : []
    }),
    ...(chain.market
      ? {
          swapMarket: { router: chain.market.router, factory: chain.market.factory, weth: chain.market.weth },
        }
      : {}),
  }))
}

/** The devnet's Solana cluster as the data API serves it: SOL native plus its SPL fixtures. */
export function solanaChainsFromDevnetDescription(description: DevnetDescriptionInput): SolanaCloudChain[] {
  const { solana } = description
  if (!solana) return []
  const tokens = Object.values(solana.tokens).map(({ mint, name, symbol, decimals }) => ({
    mint,
    name,
    symbol,
    decimals,
  }))
  return [{ caipNetworkId: solana.chainId, name: solana.name, rpcUrl: solana.rpcUrl, tokens }]
}

/** The devnet's metadata host (`127.0.0.1:port`), which the cloud may fetch NFT metadata from. */
export function nftMetadataHostsFromDevnetDescription(description: DevnetDescriptionInput): string[] {
  const base = description.nftCollection?.metadataBaseUri
  return base && URL.canParse(base) ? [new URL(base).host] : []
}
