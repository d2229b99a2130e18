import type { DemoChain } from './stack/loadLocalStack'
import { useChainStatus } from './useChainStatus'

export function ChainCard({ chain }: { chain: DemoChain }) {
  const status = useChainStatus(chain.rpcUrl)
  const headingId = `chain-${chain.rpcUrl.replace(/\W/g, '-')}`
  return (
    <section className="chain-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{chain.name}</h2>
      {status.state === 'loading' && <p aria-live="polite">Connecting to {chain.rpcUrl}…</p>}
      {status.state === 'unreachable' && <p role="alert">{status.message}</p>}
      {status.state === 'live' && (
        <dl>
          <dt>Chain id</dt>
          <dd>{status.chainId}</dd>
          <dt>Latest block</dt>
          <dd aria-live="polite">{status.blockNumber.toString()}</dd>
          <dt>RPC</dt>
          <dd>{chain.rpcUrl}</dd>
        </dl>
      )}
    </section>
  )
}
