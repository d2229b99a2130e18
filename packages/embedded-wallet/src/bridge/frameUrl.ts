import { SECURE_SDK_VERSION } from '@portico/core'

export type FrameUrlParameters = {
  /** The secure frame's address, e.g. http://127.0.0.1:4100/ in the local stack. */
  frameUrl: string
  projectId: string
  /** The EVM chain the frame starts on. */
  chainId: number
  /** That chain's JSON-RPC URL, which the frame reads and sends through. */
  rpcUrl: string
  enableLogger?: boolean
}

/** SPEC §7: the frame's URL with projectId, chainId, version, enableLogger and rpcUrl. */
export function buildFrameUrl({
  frameUrl,
  projectId,
  chainId,
  rpcUrl,
  enableLogger = false,
}: FrameUrlParameters): URL {
  const url = new URL(frameUrl)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`the secure frame URL must be http(s), got ${frameUrl}`)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', `eip155:${chainId}`)
  url.searchParams.set('version', String(SECURE_SDK_VERSION))
  url.searchParams.set('enableLogger', String(enableLogger))
  url.searchParams.set('rpcUrl', rpcUrl)
  return url
}
