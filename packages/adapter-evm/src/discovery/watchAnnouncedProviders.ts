import type { EIP6963AnnounceProviderEvent, EIP6963ProviderDetail } from 'mipd'
import { eventsOf } from './eventsOf'

/**
 * EIP-6963 discovery on a window-like target: listens for announcements, then asks every wallet
 * already loaded to announce itself. Wallets that load later announce on their own.
 */
export function watchAnnouncedProviders(
  target: EventTarget,
  onAnnounce: (detail: EIP6963ProviderDetail) => void,
): () => void {
  const listener = (event: Event) => {
    const { detail } = event as EIP6963AnnounceProviderEvent
    if (detail?.info?.rdns && detail.provider) onAnnounce(detail)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  const { Event } = eventsOf(target)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}
