/** A local chain the demo reads. */
export type DemoChain = { name: string; rpcUrl: string }

/** ARCHITECTURE.md's default ports, used when the page is served without the stack's description. */
export const DEFAULT_DEMO_CHAINS: DemoChain[] = [
  { name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545' },
  { name: 'Portico Devnet L2', rpcUrl: 'http://127.0.0.1:8546' },
]

/** The chains of the running devnet, as the stack describes them at /portico/devnet.json. */
export async function loadDemoChains(): Promise<DemoChain[]> {
  try {
    const response = await fetch('/portico/devnet.json', { cache: 'no-store' })
    if (!response.ok) return DEFAULT_DEMO_CHAINS
    const description = (await response.json()) as { chains: DemoChain[] }
    return description.chains.map(({ name, rpcUrl }) => ({ name, rpcUrl }))
  } catch {
    return DEFAULT_DEMO_CHAINS
  }
}
