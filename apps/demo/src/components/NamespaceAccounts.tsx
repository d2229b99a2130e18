import { useAccount } from '@portico/react'
import { HookValue } from './HookValue'

/** useAccount per namespace: an EVM and a Solana connection live side by side. */
export function NamespaceAccounts() {
  const evm = useAccount({ namespace: 'eip155' })
  const solana = useAccount({ namespace: 'solana' })
  return (
    <section className="card" aria-labelledby="namespaces-heading">
      <h2 id="namespaces-heading">Accounts by namespace</h2>
      <dl>
        <HookValue label="useAccount({ namespace: 'eip155' }).status" value={evm.status} />
        <HookValue label="useAccount({ namespace: 'eip155' }).address" value={evm.address} />
        <HookValue label="useAccount({ namespace: 'eip155' }).balance" value={evm.balance} />
        <HookValue label="useAccount({ namespace: 'solana' }).status" value={solana.status} />
        <HookValue label="useAccount({ namespace: 'solana' }).address" value={solana.address} />
        <HookValue label="useAccount({ namespace: 'solana' }).balance" value={solana.balance} />
      </dl>
    </section>
  )
}
