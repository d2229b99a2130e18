import { EMBEDDED_WALLET_SAFE_METHODS, EMBEDDED_WALLET_UNSAFE_METHODS } from '../constants'
import type { EmbeddedWalletNamespace } from './types'

/** SPEC §4, §6: safe reads go straight through, unsafe ones wait for Approve, unknown ones are refused. */
export type RpcMethodKind = 'safe' | 'unsafe' | 'unknown'

export function classifyRpcMethod(namespace: EmbeddedWalletNamespace, method: string): RpcMethodKind {
  if ((EMBEDDED_WALLET_UNSAFE_METHODS[namespace] as readonly string[]).includes(method)) return 'unsafe'
  if ((EMBEDDED_WALLET_SAFE_METHODS[namespace] as readonly string[]).includes(method)) return 'safe'
  return 'unknown'
}

/**
 * MetaMask's MIP-2 revocation of the site's account access (`[{ eth_accounts: {} }]`), which wagmi sends
 * on disconnect: it gives nothing away, so it needs no Approve; ERC-7715's permission revocation does.
 */
export function isAccountAccessRevocation(method: string, params: unknown): boolean {
  if (method !== 'wallet_revokePermissions' || !Array.isArray(params)) return false
  const [permissions] = params as [unknown]
  return (
    typeof permissions === 'object' &&
    permissions !== null &&
    Object.keys(permissions).length === 1 &&
    'eth_accounts' in permissions
  )
}
