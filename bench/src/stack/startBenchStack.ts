import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chainsFromDevnetDescription, DEMO_PROJECT_ID, RATE_LIMITS, startCloud } from '@portico/cloud'
import { freeDevnetPorts, freePort, startDevnet } from '@portico/devnet'
import { startFrameServer } from '@portico/embedded-wallet/frame-server'
import { startRelay } from '@portico/relay'

export type BenchStack = {
  chainId: number
  rpcUrl: string
  cloudUrl: string
  relayUrl: string
  projectId: string
  /** The embedded wallet's secure frame: http://localhost:<port>/, another site than the pages on 127.0.0.1. */
  frameUrl: string
  stop: () => Promise<void>
}

/**
 * The local stack the pages run against, on free ports: anvil devnet, Portico Cloud on a fresh PGlite
 * folder (its per-IP rate limit lifted, since the load test is one client), the relay, and the embedded
 * wallet's secure frame, whose embedders are the demo project's allowed origins (127.0.0.1:*).
 */
export async function startBenchStack(): Promise<BenchStack> {
  const devnet = await startDevnet({ ports: await freeDevnetPorts() })
  const database = mkdtempSync(join(tmpdir(), 'bench-cloud-db-'))
  // Reached as localhost while the pages are on 127.0.0.1: its own origin and site, as in the demo's stack.
  const framePort = await freePort()
  const frameUrl = `http://localhost:${framePort}/`
  const cloud = await startCloud({
    port: await freePort(),
    host: '127.0.0.1',
    database,
    chains: chainsFromDevnetDescription(devnet),
    // The bench measures serving, not refusing: no named limit is reached.
    rateLimits: Object.fromEntries(
      Object.keys(RATE_LIMITS).map((family) => [
        family,
        { maxRequests: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
      ]),
    ),
    // The embedded-wallet routes answer the secure frame alone.
    frameOrigin: new URL(frameUrl).origin,
    quiet: true,
  })
  // Every bench client comes from 127.0.0.1, and each bench couple pairs again and again for 15 s, far past
  // any real client's pace: the per-address and per-client rates would measure throttling, not the relay.
  const relay = await startRelay({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    limits: {
      publishesPerAddress: 1_000_000,
      subscribesPerAddress: 1_000_000,
      publishesPerClient: 1_000_000,
      subscribesPerClient: 1_000_000,
    },
  })
  const frame = await startFrameServer({ cloudUrl: cloud.url, port: framePort, host: '127.0.0.1' })
  const [chain] = devnet.chains
  if (!chain) throw new Error('The devnet started no chain')
  return {
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    cloudUrl: cloud.url,
    relayUrl: relay.url,
    projectId: DEMO_PROJECT_ID,
    frameUrl,
    stop: async () => {
      await frame.close()
      await relay.close()
      await cloud.close()
      await devnet.stop()
      rmSync(database, { recursive: true, force: true })
    },
  }
}
