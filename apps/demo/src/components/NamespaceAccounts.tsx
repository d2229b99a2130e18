import { useAccount } from '@portico/react'
import { HookValue } from './HookValue'

/** useAccount per namespace: EVM, Solana, Bitcoin, Polkadot and Cosmos connections live side by side. */
export function NamespaceAccounts() {
  const evm = useAccount({ namespace: 'eip155' })
  const solana = useAccount({ namespace: 'solana' })
  const bitcoin = useAccount({ namespace: 'bip122' })
  const polkadot = useAccount({ namespace: 'polkadot' })
  const cosmos = useAccount({ namespace: 'cosmos' })
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
        <HookValue label="useAccount({ namespace: 'bip122' }).status" value={bitcoin.status} />
        <HookValue label="useAccount({ namespace: 'bip122' }).address" value={bitcoin.address} />
        <HookValue label="useAccount({ namespace: 'polkadot' }).status" value={polkadot.status} />
        <HookValue label="useAccount({ namespace: 'polkadot' }).address" value={polkadot.address} />
        <HookValue label="useAccount({ namespace: 'polkadot' }).balance" value={polkadot.balance} />
        <HookValue label="useAccount({ namespace: 'cosmos' }).status" value={cosmos.status} />
        <HookValue label="useAccount({ namespace: 'cosmos' }).address" value={cosmos.address} />
      </dl>
      {/* SPEC §3: a Bitcoin wallet has a payment and an ordinal account, each listed with its type. */}
      <ul aria-label="useAccount({ namespace: 'bip122' }).allAccounts">
        {bitcoin.allAccounts.map((account) => (
          <li key={`${account.connectorId}:${account.address}`}>
            {account.type}: {account.address}
          </li>
        ))}
      </ul>
      {/* A Polkadot extension hands over several accounts; the visitor picks the active one. */}
      <ul aria-label="useAccount({ namespace: 'polkadot' }).allAccounts">
        {polkadot.allAccounts.map((account) => (
          <li key={`${account.connectorId}:${account.address}`}>{account.address}</li>
        ))}
      </ul>
    </section>
  )
}
