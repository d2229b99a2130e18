import type { EvmNetwork } from './evmRpc'

/** SPEC §7: the frame's query. chainId is the EVM chain (`eip155:1` or `1`), rpcUrl that chain's node. */
export type FrameQuery = { projectId: string; network: EvmNetwork; version: string; enableLogger: boolean }

/** The frame's query, or why it cannot start (the page that embeds it built a wrong URL). */
export function readFrameQuery(search: string): FrameQuery | { error: string } {
  const query = new URLSearchParams(search)
  const projectId = query.get('projectId') ?? ''
  const chainId = Number((query.get('chainId') ?? '').replace(/^eip155:/, ''))
  const rpcUrl = query.get('rpcUrl') ?? ''
  if (!projectId) return { error: 'the secure frame needs ?projectId=' }
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    return { error: 'the secure frame needs ?chainId= an EVM chain id (eip155:<n> or <n>)' }
  if (!/^https?:\/\//.test(rpcUrl)) return { error: 'the secure frame needs ?rpcUrl= an http(s) URL' }
  return {
    projectId,
    network: { chainId, rpcUrl },
    version: query.get('version') ?? '',
    enableLogger: query.get('enableLogger') === 'true',
  }
}
