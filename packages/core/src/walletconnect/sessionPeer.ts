import type { WalletConnectPeer } from './types'

/**
 * The wallet that approved a session, from the metadata it sent (ProfileWallets names the wallet,
 * not "WalletConnect"). The wallet wrote it, so only a non-empty name and a web or data-image icon are kept.
 */
export function sessionPeer(
  metadata: { name?: unknown; icons?: unknown } | undefined,
): WalletConnectPeer | undefined {
  const name = typeof metadata?.name === 'string' ? metadata.name.trim() : ''
  if (!name) return undefined
  const icons: unknown[] = Array.isArray(metadata?.icons) ? metadata.icons : []
  const icon = icons.find(
    (url): url is string => typeof url === 'string' && /^(https?:\/\/|data:image\/)/.test(url),
  )
  return icon ? { name, icon } : { name }
}
