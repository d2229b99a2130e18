import { BROWSER_WALLET_NAME } from '../constants'
import type { Connector } from '../types/connector'

/**
 * SPEC §5: the generic 'Browser Wallet' injected connector is hidden on desktop (announced wallets
 * name themselves there), and on mobile when it has no rdns and is not installed.
 */
export function isBrowserWalletHidden(
  connector: Pick<Connector, 'name' | 'type' | 'info' | 'installed'>,
  { isMobile }: { isMobile: boolean },
): boolean {
  if (connector.type !== 'INJECTED' || connector.name !== BROWSER_WALLET_NAME) return false
  if (!isMobile) return true
  return !connector.info?.rdns && connector.installed !== true
}
