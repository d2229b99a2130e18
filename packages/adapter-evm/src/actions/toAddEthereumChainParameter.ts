import type { CaipNetwork } from '@portico/core'
import { type AddEthereumChainParameter, numberToHex } from 'viem'

/** SPEC §7: wallet_addEthereumChain's fields: chainId hex, rpcUrls, chainName, nativeCurrency, blockExplorerUrls, iconUrls. */
export function toAddEthereumChainParameter(
  network: CaipNetwork,
  iconUrl: string | undefined,
): AddEthereumChainParameter {
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    rpcUrls: [...network.rpcUrls.default.http],
    nativeCurrency: network.nativeCurrency,
    ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
    ...(iconUrl ? { iconUrls: [iconUrl] } : {}),
  }
}
