import { invalidParams } from './ProviderRpcError'

/** SPEC §7's wallet_addEthereumChain fields (EIP-3085). */
export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  rpcUrls: string[]
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

const isUrl = (value: unknown, protocols: string[]) => {
  if (typeof value !== 'string') return false
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

const isUrlList = (value: unknown, protocols: string[]) =>
  Array.isArray(value) && value.every((entry) => isUrl(entry, protocols))

/** Checks a wallet_addEthereumChain request the way a wallet must before it trusts a new chain. */
export function validateAddEthereumChainParameter(value: unknown): AddEthereumChainParameter {
  if (typeof value !== 'object' || value === null) throw invalidParams('Expected a chain object')
  const { chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls, iconUrls } = value as Record<
    string,
    unknown
  >
  // EIP-3085: a hex string with no leading zeros.
  if (typeof chainId !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(chainId))
    throw invalidParams(`Invalid chainId ${String(chainId)}: expected a 0x-prefixed hex number`)
  if (typeof chainName !== 'string' || chainName.trim() === '')
    throw invalidParams('chainName must be a non-empty string')
  if (!isUrlList(rpcUrls, ['http:', 'https:']) || (rpcUrls as string[]).length === 0)
    throw invalidParams('rpcUrls must list at least one http(s) URL')
  const currency = nativeCurrency as AddEthereumChainParameter['nativeCurrency'] | undefined
  if (
    typeof currency?.name !== 'string' ||
    currency.name === '' ||
    typeof currency.symbol !== 'string' ||
    currency.symbol.length < 2 ||
    currency.symbol.length > 6 ||
    currency.decimals !== 18
  )
    throw invalidParams('nativeCurrency needs a name, a 2-6 character symbol and 18 decimals')
  if (blockExplorerUrls !== undefined && !isUrlList(blockExplorerUrls, ['http:', 'https:']))
    throw invalidParams('blockExplorerUrls must be http(s) URLs')
  if (iconUrls !== undefined && !isUrlList(iconUrls, ['http:', 'https:', 'data:']))
    throw invalidParams('iconUrls must be http(s) or data URLs')
  return {
    chainId: chainId.toLowerCase() as `0x${string}`,
    chainName,
    rpcUrls: rpcUrls as string[],
    nativeCurrency: currency,
    ...(blockExplorerUrls ? { blockExplorerUrls: blockExplorerUrls as string[] } : {}),
    ...(iconUrls ? { iconUrls: iconUrls as string[] } : {}),
  }
}
