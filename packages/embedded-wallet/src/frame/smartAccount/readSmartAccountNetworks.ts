import type { SmartAccountNetwork } from '../../frameServer/smartAccountNetworks'
import { isWebUrl } from '../../isWebUrl'

/** The frame server's /smart-accounts.json read strictly: a malformed entry is an error, never a guess. */
export function parseSmartAccountNetworks(body: unknown): SmartAccountNetwork[] {
  const networks = (body as { networks?: unknown } | null)?.networks
  if (!Array.isArray(networks)) throw new Error('the frame server gave no smart-account networks')
  return networks.map((entry: unknown) => {
    const { chainId, bundlerUrl } = (entry ?? {}) as { chainId?: unknown; bundlerUrl?: unknown }
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
      throw new Error(`a smart-account network has a bad chain id: ${JSON.stringify(chainId)}`)
    if (typeof bundlerUrl !== 'string' || !isWebUrl(bundlerUrl))
      throw new Error(`the bundler of chain ${chainId} is not an http(s) URL`)
    return { chainId, bundlerUrl }
  })
}

/** The deployment's smart-account networks, from the frame's own origin (the page cannot choose them). */
export async function readSmartAccountNetworks(): Promise<SmartAccountNetwork[]> {
  const response = await fetch('/smart-accounts.json')
  if (!response.ok)
    throw new Error(`the frame server answered ${response.status} for its smart-account networks`)
  return parseSmartAccountNetworks(await response.json())
}
