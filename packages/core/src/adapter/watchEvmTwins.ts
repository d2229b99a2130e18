/** An EVM wallet announced on the page (EIP-6963); a wallet of another namespace with its name is the same wallet. */
export type EvmTwin = { rdns: string; name: string; icon?: string }

type AnnounceDetail = { info?: { rdns?: string; name?: string; icon?: string } }

/**
 * Listens for EIP-6963 announcements on the page, only to learn which EVM wallets exist by name
 * (their providers are the EVM adapter's business); asks loaded wallets to announce once. Adapters of
 * other namespaces give a wallet of the same name the EVM rdns as id, so a multi-chain wallet is one row.
 */
export function watchEvmTwins(target: EventTarget, onTwin: (twin: EvmTwin) => void): () => void {
  const listener = (event: Event) => {
    const { info } = ((event as CustomEvent<AnnounceDetail>).detail ?? {}) as AnnounceDetail
    if (info?.rdns && info.name)
      onTwin({ rdns: info.rdns, name: info.name, ...(info.icon ? { icon: info.icon } : {}) })
  }
  target.addEventListener('eip6963:announceProvider', listener)
  const EventClass = (target as { Event?: typeof Event }).Event ?? Event
  target.dispatchEvent(new EventClass('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}
