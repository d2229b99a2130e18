import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME, DEVNET_WALLET_RDNS } from './constants'
import { eventsOf } from './eventsOf'

/** EIP-6963's wallet description. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: `data:image/${string}`; rdns: string }

/**
 * Announces a provider the EIP-6963 way on a window-like target: once now, and again whenever a
 * dapp dispatches `eip6963:requestProvider`. Returns a function that stops answering.
 */
export function announceEip6963Provider(
  target: EventTarget,
  provider: unknown,
  info: Partial<Eip6963ProviderInfo> = {},
): () => void {
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: info.uuid ?? crypto.randomUUID(),
      name: info.name ?? DEVNET_WALLET_NAME,
      icon: info.icon ?? DEVNET_WALLET_ICON,
      rdns: info.rdns ?? DEVNET_WALLET_RDNS,
    }),
    provider,
  })
  const { CustomEvent } = eventsOf(target)
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
