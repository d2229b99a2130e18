/** Where the page finds the local stack: set by the runner's init script, defaults for a plain build. */
export type BenchConfig = {
  chainId: number
  rpcUrl: string
  cloudUrl: string
  relayUrl: string
  /** Portico's demo project on the local cloud; the peers get a WalletConnect-shaped id. */
  projectId: string
  /** The embedded wallet's secure frame, on another origin than the page. */
  frameUrl: string
}

export function benchConfig(): BenchConfig {
  const fromRunner = (globalThis as { benchConfig?: Partial<BenchConfig> }).benchConfig ?? {}
  return {
    chainId: 31337,
    rpcUrl: 'http://127.0.0.1:8545',
    cloudUrl: 'http://127.0.0.1:4000',
    relayUrl: 'ws://127.0.0.1:4001',
    projectId: 'portico-demo',
    frameUrl: 'http://localhost:4100/',
    ...fromRunner,
  }
}

/** The one EVM network every page configures: the devnet's first chain. */
export function benchChain(config: BenchConfig) {
  return {
    id: config.chainId,
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
    testnet: true,
  } as const
}

let markedConnected = false

/**
 * Marks the first frame that shows the page connected (`bench:connected`), which the reconnect
 * figure reads: page load (time origin) to connected state painted.
 */
export function markConnected(isConnected: boolean): void {
  if (!isConnected || markedConnected) return
  markedConnected = true
  requestAnimationFrame(() => performance.mark('bench:connected'))
}
