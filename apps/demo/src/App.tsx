import { useEffect, useState } from 'react'
import { ChainCard } from './ChainCard'
import { type DemoChain, loadDemoChains } from './devnetChains'

export function App() {
  const [chains, setChains] = useState<DemoChain[] | undefined>()
  useEffect(() => {
    void loadDemoChains().then(setChains)
  }, [])

  return (
    <main>
      <h1>Portico demo</h1>
      <p>The local stack, read live.</p>
      <div className="chains">
        {chains?.map((chain) => (
          <ChainCard key={chain.rpcUrl} chain={chain} />
        ))}
      </div>
    </main>
  )
}
