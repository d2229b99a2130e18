import type { ChainNamespace } from '@portico/core'
import { ConnectButton, NetworkButton, useDisconnect, useModal } from '@portico/react'

/** One namespace's disconnect each; the others stay connected (SPEC §4). */
const NAMESPACE_DISCONNECTS: { namespace: ChainNamespace; name: string }[] = [
  { namespace: 'solana', name: 'Solana' },
  { namespace: 'bip122', name: 'Bitcoin' },
  { namespace: 'polkadot', name: 'Polkadot' },
  { namespace: 'cosmos', name: 'Cosmos' },
]

/** Portico's own buttons beside the hook-driven ones a host would write. */
export function ModalControls() {
  const { open } = useModal()
  const { disconnect } = useDisconnect()
  return (
    <nav className="toolbar" aria-label="Wallet">
      {/* Once connected it shows the account; <AccountButton /> would show it twice. */}
      <ConnectButton />
      <NetworkButton />
      <button type="button" onClick={() => open()}>
        Open modal
      </button>
      <button type="button" onClick={() => void disconnect().catch(() => undefined)}>
        Disconnect (useDisconnect)
      </button>
      {NAMESPACE_DISCONNECTS.map(({ namespace, name }) => (
        <button
          key={namespace}
          type="button"
          onClick={() => void disconnect({ namespace, closeModal: false }).catch(() => undefined)}
        >
          Disconnect {name} (useDisconnect)
        </button>
      ))}
    </nav>
  )
}
