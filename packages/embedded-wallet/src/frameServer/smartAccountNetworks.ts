import { isWebUrl } from '../isWebUrl'

/** One network where the deployment offers the embedded wallet's smart account, and its bundler. */
export type SmartAccountNetwork = { chainId: number; bundlerUrl: string }

/** What GET /smart-accounts.json serves (aa-design.md): the deployment's smart-account networks. */
export type SmartAccountNetworksFile = { networks: SmartAccountNetwork[] }

/** The bundlers as the frame server takes them: chain id → the bundler's ERC-4337 JSON-RPC URL. */
export type Bundlers = Record<number, string>

/** `--bundler <chainId>=<url>`, each checked: a positive chain id, an http(s) URL, no chain twice. */
export function readBundlerArgs(values: readonly string[]): Bundlers {
  const bundlers: Bundlers = {}
  for (const value of values) {
    const split = value.indexOf('=')
    const chainText = split < 0 ? '' : value.slice(0, split)
    const url = split < 0 ? '' : value.slice(split + 1)
    const chainId = Number(chainText)
    if (!/^[0-9]+$/.test(chainText) || !Number.isSafeInteger(chainId) || chainId <= 0)
      throw new Error(`--bundler must be <chainId>=<url> with a positive chain id, got "${value}"`)
    if (!isWebUrl(url)) throw new Error(`--bundler for chain ${chainId} must be an http(s) URL, got "${url}"`)
    if (chainId in bundlers) throw new Error(`--bundler names chain ${chainId} twice`)
    bundlers[chainId] = url
  }
  return bundlers
}

/** The served file's body, chains in ascending order; startFrameServer's bundlers are checked the same way. */
export function smartAccountNetworksFile(bundlers: Bundlers): SmartAccountNetworksFile {
  const networks = Object.entries(bundlers).map(([chain, bundlerUrl]) => {
    const chainId = Number(chain)
    if (!Number.isSafeInteger(chainId) || chainId <= 0)
      throw new Error(`a bundler's chain id must be a positive integer, got "${chain}"`)
    if (typeof bundlerUrl !== 'string' || !isWebUrl(bundlerUrl))
      throw new Error(`the bundler of chain ${chainId} must be an http(s) URL`)
    return { chainId, bundlerUrl }
  })
  return { networks: networks.sort((a, b) => a.chainId - b.chainId) }
}
