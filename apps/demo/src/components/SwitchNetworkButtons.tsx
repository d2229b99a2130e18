import type { CaipNetwork } from '@portico/core'
import { useNetwork } from '@portico/react'
import { useState } from 'react'

/** Asks the wallet to switch to each configured network (SPEC §4, 4902 → add → retry included). */
export function SwitchNetworkButtons({ networks }: { networks: readonly CaipNetwork[] }) {
  const { switchNetwork } = useNetwork()
  const [outcome, setOutcome] = useState('')
  const switchTo = async (network: CaipNetwork) => {
    setOutcome('')
    try {
      setOutcome(`${await switchNetwork(network)}: ${network.name}`)
    } catch (error) {
      setOutcome(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <section className="card" aria-labelledby="switch-heading">
      <h2 id="switch-heading">Switch network</h2>
      {networks.map((network) => (
        <button key={network.caipNetworkId} type="button" onClick={() => void switchTo(network)}>
          Switch to {network.name}
        </button>
      ))}
      <output aria-label="Switch outcome">{outcome}</output>
    </section>
  )
}
