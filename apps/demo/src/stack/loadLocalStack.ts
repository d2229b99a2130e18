/** A devnet chain as the page needs it: where its RPC is and where its fixture tokens live. */
export type DemoChain = {
  name: string
  chainId: number
  rpcUrl: string
  contracts: Partial<Record<'DDL' | 'DUSD', `0x${string}`>>
}

export type DemoToken = { symbol: string; name: string; decimals: number }

/** The local Solana chain as the page needs it: its RPC and the DUSD mint (absent when not known). */
export type DemoSolana = {
  name: string
  rpcUrl: string
  tokens: Partial<Record<'DUSD', { mint: string; symbol: string; decimals: number }>>
}

/** The local Polkadot chain (chopsticks) as the page needs it: its websocket, CAIP-2 id and token. */
export type DemoPolkadot = {
  name: string
  chainId: `polkadot:${string}`
  wsUrl: string
  ss58Prefix: number
  token: { symbol: string; decimals: number }
}

/** What the page knows of the local stack (README "The local stack"). */
export type LocalStack = {
  chains: DemoChain[]
  tokens: DemoToken[]
  solana: DemoSolana
  polkadot: DemoPolkadot
  cloudUrl: string
  relayUrl: string
  /** The embedded wallet's secure frame, on its own origin. */
  frameUrl: string
  /** The stack's cloud project with multiWallet off (scripts/lib/oneWalletProject.mjs), for `?project=one-wallet`. */
  oneWalletProjectId?: string
}

/** ARCHITECTURE.md's default ports, used when the page is served without the stack's description. */
export const DEFAULT_LOCAL_STACK: LocalStack = {
  chains: [
    { name: 'Portico Devnet', chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', contracts: {} },
    { name: 'Portico Devnet L2', chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', contracts: {} },
  ],
  tokens: [],
  solana: { name: 'Portico Solana Devnet', rpcUrl: 'http://127.0.0.1:8899', tokens: {} },
  polkadot: {
    name: 'Portico Polkadot Devnet',
    chainId: 'polkadot:45454545454545454545454545454545',
    wsUrl: 'ws://127.0.0.1:9944',
    ss58Prefix: 2,
    token: { symbol: 'KSM', decimals: 12 },
  },
  cloudUrl: 'http://127.0.0.1:4000',
  relayUrl: 'ws://127.0.0.1:4001',
  frameUrl: 'http://localhost:4100/',
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    const response = await fetch(path, { cache: 'no-store' })
    return response.ok ? ((await response.json()) as T) : undefined
  } catch {
    return undefined
  }
}

/** The running stack, as it describes itself at /portico/devnet.json and /portico/stack.json. */
export async function loadLocalStack(): Promise<LocalStack> {
  const [devnet, services] = await Promise.all([
    readJson<{ chains: DemoChain[]; tokens: DemoToken[]; solana?: DemoSolana; polkadot?: DemoPolkadot }>(
      '/portico/devnet.json',
    ),
    readJson<{
      cloudUrl: string | null
      relayUrl?: string | null
      frameUrl?: string | null
      oneWalletProjectId?: string | null
    }>('/portico/stack.json'),
  ])
  return {
    chains: devnet?.chains ?? DEFAULT_LOCAL_STACK.chains,
    tokens: devnet?.tokens ?? DEFAULT_LOCAL_STACK.tokens,
    solana: devnet?.solana ?? DEFAULT_LOCAL_STACK.solana,
    polkadot: devnet?.polkadot ?? DEFAULT_LOCAL_STACK.polkadot,
    cloudUrl: services?.cloudUrl ?? DEFAULT_LOCAL_STACK.cloudUrl,
    relayUrl: services?.relayUrl ?? DEFAULT_LOCAL_STACK.relayUrl,
    frameUrl: services?.frameUrl ?? DEFAULT_LOCAL_STACK.frameUrl,
    ...(services?.oneWalletProjectId ? { oneWalletProjectId: services.oneWalletProjectId } : {}),
  }
}
