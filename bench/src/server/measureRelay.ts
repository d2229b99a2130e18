import { createMemoryKeyValueStorage } from '@portico/test-wallets'
import { SignClient } from '@walletconnect/sign-client'
import { type Stats, stats } from '../results/stats'

// The SDK skips Verify and its pulse event when IS_VITEST is "true", and telemetryEnabled: false stops
// the rest: nothing leaves the machine.
process.env.IS_VITEST = 'true'

type Client = InstanceType<typeof SignClient>
const CHAIN = 'eip155:31337'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e17d79C79C8'

let clients = 0
async function createClient(role: string, relayUrl: string): Promise<Client> {
  return SignClient.init({
    projectId: 'portico-bench',
    relayUrl,
    customStoragePrefix: `bench-${role}-${++clients}`,
    storage: createMemoryKeyValueStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: `bench ${role}`, description: 'bench', url: 'http://127.0.0.1', icons: [] },
  })
}

export type RelayPairing = {
  /** dapp connect() → wallet pair() → wallet approves → dapp holds the session, one at a time. */
  latencyMs: Stats | undefined
  /** Pairings completed per second by `parallel` dapp/wallet couples at once over `seconds`. */
  pairingsPerSecond: number
  parallel: number
  seconds: number
  failures: number
}

async function couple(relayUrl: string) {
  const dapp = await createClient('dapp', relayUrl)
  const wallet = await createClient('wallet', relayUrl)
  wallet.on('session_proposal', (proposal) => {
    void wallet.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains: [CHAIN],
          accounts: [`${CHAIN}:${ADDRESS}`],
          methods: ['personal_sign'],
          events: [],
        },
      },
    })
  })
  const pairOnce = async () => {
    const started = performance.now()
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: [] } },
    })
    if (!uri) throw new Error('connect() gave no pairing URI')
    await wallet.pair({ uri })
    await approval()
    return performance.now() - started
  }
  const close = async () => {
    for (const client of [dapp, wallet]) {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    }
  }
  return { pairOnce, close }
}

/** Pairings through apps/relay with real WalletConnect sign-clients on both sides. */
export async function measureRelay(
  relayUrl: string,
  { sequential = 30, parallel = 4, seconds = 15 } = {},
): Promise<RelayPairing> {
  const one = await couple(relayUrl)
  const latencies: number[] = []
  let failures = 0
  try {
    await one.pairOnce() // warm-up: sockets open, subscriptions made
    for (let run = 0; run < sequential; run++) latencies.push(await one.pairOnce())
  } finally {
    await one.close()
  }
  const couples = await Promise.all(Array.from({ length: parallel }, () => couple(relayUrl)))
  let done = 0
  const until = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    couples.map(async ({ pairOnce }) => {
      while (performance.now() < until) {
        try {
          await pairOnce()
          done++
        } catch {
          failures++
        }
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  for (const { close } of couples) await close()
  return {
    latencyMs: stats(latencies),
    pairingsPerSecond: Math.round((done / elapsed) * 10) / 10,
    parallel,
    seconds,
    failures,
  }
}
