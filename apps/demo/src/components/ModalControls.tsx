import { ConnectButton, NetworkButton, useDisconnect, useModal } from '@portico/react'

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
      <button
        type="button"
        onClick={() => void disconnect({ namespace: 'solana', closeModal: false }).catch(() => undefined)}
      >
        Disconnect Solana (useDisconnect)
      </button>
      <button
        type="button"
        onClick={() => void disconnect({ namespace: 'bip122', closeModal: false }).catch(() => undefined)}
      >
        Disconnect Bitcoin (useDisconnect)
      </button>
    </nav>
  )
}
