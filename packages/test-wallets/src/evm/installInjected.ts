import { eventsOf } from './eventsOf'

/**
 * Installs a provider as the legacy `window.ethereum` and fires `ethereum#initialized`, as injected
 * wallets did before EIP-6963. Returns a function that removes it again.
 */
export function installInjected(target: EventTarget & { ethereum?: unknown }, provider: unknown): () => void {
  target.ethereum = provider
  const { Event } = eventsOf(target)
  target.dispatchEvent(new Event('ethereum#initialized'))
  return () => {
    if (target.ethereum === provider) delete target.ethereum
  }
}
