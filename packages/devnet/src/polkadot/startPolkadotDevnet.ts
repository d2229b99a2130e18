import { spawn } from 'node:child_process'
import { dirname } from 'node:path'
import { assertPortFree } from '../assertPortFree'
import { DEVNET_HOST } from '../constants'
import { PolkadotDevnetStartError } from '../errors'
import { polkadotChainSpecPath } from '../polkadotChainSpecPath'
import { killOnExit, stopChildProcess } from '../stopChildProcess'
import { callPolkadotRpc } from './callPolkadotRpc'
import {
  PLANCK_PER_KSM,
  POLKADOT_ACCOUNT_BALANCE_KSM,
  POLKADOT_DEVNET_CHAIN,
  POLKADOT_DEVNET_GENESIS_HASH,
  POLKADOT_DEVNET_NAME,
  POLKADOT_DEVNET_PORT,
  POLKADOT_DEVNET_SS58_PREFIX,
  POLKADOT_DEVNET_SYSTEM_CHAIN,
  POLKADOT_DEVNET_TOKEN,
  POLKADOT_READY_POLL_MS,
  POLKADOT_READY_TIMEOUT_MS,
  POLKADOT_STOP_TIMEOUT_MS,
} from './constants'
import { ensureFirstBlock } from './ensureFirstBlock'
import { fundPolkadotAccounts } from './fundPolkadotAccounts'
import { getPolkadotDevnetAccounts, type PolkadotDevnetAccount } from './getPolkadotDevnetAccounts'
import { resolveChopsticksCli } from './resolveChopsticksCli'

export type StartPolkadotDevnetParameters = {
  port?: number
  host?: string
  /** Gives up the start: chopsticks is stopped and the start rejects with the signal's reason. */
  signal?: AbortSignal
}

/** The Polkadot section of the devnet description. */
export type PolkadotDevnetDescription = {
  name: string
  /** CAIP-2 id: `polkadot:` and the first 32 hex characters of the genesis hash. */
  chainId: typeof POLKADOT_DEVNET_CHAIN
  genesisHash: typeof POLKADOT_DEVNET_GENESIS_HASH
  /** The runtime's own name (`system_chain`). */
  systemChain: string
  /** JSON-RPC over HTTP; the same port serves the websocket that @polkadot/api wants. */
  rpcUrl: string
  wsUrl: string
  ss58Prefix: number
  token: { symbol: string; decimals: number }
  /** Each funded with POLKADOT_ACCOUNT_BALANCE_KSM free. */
  accounts: PolkadotDevnetAccount[]
}

export type PolkadotDevnet = PolkadotDevnetDescription & { stop: () => Promise<void> }

// chopsticks' logger otherwise prints every block; a failure still surfaces through the captured tail.
const CHOPSTICKS_LOG_LEVEL = 'error'
const OUTPUT_TAIL_CHARS = 4_000

/**
 * Runs chopsticks from the shipped genesis (no endpoint, so nothing leaves the machine) in its own
 * process: its library bootstraps a global HTTP agent and worker threads that would outlive `close()`
 * in ours. Instant mode builds one block per submitted extrinsic.
 */
export async function startPolkadotDevnet({
  port = POLKADOT_DEVNET_PORT,
  host = DEVNET_HOST,
  signal,
}: StartPolkadotDevnetParameters = {}): Promise<PolkadotDevnet> {
  await assertPortFree(port, host, POLKADOT_DEVNET_NAME)
  const specPath = polkadotChainSpecPath()
  const args = [
    ...[resolveChopsticksCli(), '--genesis', specPath],
    ...['--host', host, '--port', String(port), '--build-block-mode', 'Instant'],
  ]
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    // chopsticks' CLI reads a .env and .npmrc from its working directory; the spec's folder has neither.
    cwd: dirname(specPath),
    env: { ...process.env, LOG_LEVEL: CHOPSTICKS_LOG_LEVEL },
  })
  killOnExit(child)
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS)
  }
  child.stdout?.on('data', keepTail)
  child.stderr?.on('data', keepTail)
  const stop = () => stopChildProcess(child, POLKADOT_STOP_TIMEOUT_MS)

  const rpcUrl = `http://${host}:${port}`
  try {
    const systemChain = await waitForChain(rpcUrl, () => {
      signal?.throwIfAborted()
      if (child.exitCode === null && child.signalCode === null) return
      throw new PolkadotDevnetStartError(
        `chopsticks exited before it was ready: ${output.trim() || 'no output'}`,
      )
    })
    if (systemChain !== POLKADOT_DEVNET_SYSTEM_CHAIN) {
      throw new PolkadotDevnetStartError(
        `${rpcUrl} runs "${systemChain}", expected ${POLKADOT_DEVNET_SYSTEM_CHAIN}`,
      )
    }
    const genesisHash = await callPolkadotRpc<string>(rpcUrl, 'chain_getBlockHash', [0])
    if (genesisHash !== POLKADOT_DEVNET_GENESIS_HASH) {
      throw new PolkadotDevnetStartError(
        `${rpcUrl} has genesis ${genesisHash}, expected ${POLKADOT_DEVNET_GENESIS_HASH}`,
      )
    }
    await ensureFirstBlock(rpcUrl)
    const accounts = await getPolkadotDevnetAccounts()
    await fundPolkadotAccounts(
      rpcUrl,
      accounts.map((account) => account.address),
      POLKADOT_ACCOUNT_BALANCE_KSM * PLANCK_PER_KSM,
    )
    return {
      name: POLKADOT_DEVNET_NAME,
      chainId: POLKADOT_DEVNET_CHAIN,
      genesisHash: POLKADOT_DEVNET_GENESIS_HASH,
      systemChain,
      rpcUrl,
      wsUrl: `ws://${host}:${port}`,
      ss58Prefix: POLKADOT_DEVNET_SS58_PREFIX,
      token: { ...POLKADOT_DEVNET_TOKEN },
      accounts,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Polls `system_chain` until chopsticks answers; `checkAlive` throws once the process is gone or the start is given up. */
async function waitForChain(rpcUrl: string, checkAlive: () => void): Promise<string> {
  const deadline = Date.now() + POLKADOT_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    checkAlive()
    const chain = await callPolkadotRpc<string>(rpcUrl, 'system_chain').catch(() => undefined)
    if (chain !== undefined) return chain
    await new Promise((resolve) => setTimeout(resolve, POLKADOT_READY_POLL_MS))
  }
  throw new PolkadotDevnetStartError(
    `chopsticks did not answer on ${rpcUrl} within ${POLKADOT_READY_TIMEOUT_MS} ms`,
  )
}
