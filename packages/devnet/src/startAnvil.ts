import { spawn } from 'node:child_process'
import { assertPortFree } from './assertPortFree'
import {
  ANVIL_PROBE_TIMEOUT_MS,
  ANVIL_READY_POLL_MS,
  ANVIL_READY_TIMEOUT_MS,
  ANVIL_STOP_TIMEOUT_MS,
  DEVNET_ACCOUNT_BALANCE_ETH,
  DEVNET_ACCOUNT_COUNT,
  DEVNET_HOST,
  DEVNET_MNEMONIC,
} from './constants'
import { AnvilStartError } from './errors'
import { resolveAnvilBinary } from './resolveAnvilBinary'
import { killOnExit, stopChildProcess } from './stopChildProcess'

export type StartAnvilParameters = {
  name: string
  chainId: number
  port: number
  host?: string
}

export type AnvilInstance = {
  name: string
  chainId: number
  rpcUrl: string
  stop: () => Promise<void>
}

async function rpcChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(ANVIL_PROBE_TIMEOUT_MS),
    })
    const body = (await response.json()) as { result?: string }
    return body.result === undefined ? undefined : Number(body.result)
  } catch {
    return undefined
  }
}

/** Starts one anvil chain with the devnet's funded accounts and resolves once it answers RPC. */
export async function startAnvil({
  name,
  chainId,
  port,
  host = DEVNET_HOST,
}: StartAnvilParameters): Promise<AnvilInstance> {
  await assertPortFree(port, host, `${name} (chain ${chainId})`)
  const args = [
    ...['--host', host, '--port', String(port), '--chain-id', String(chainId)],
    ...['--mnemonic', DEVNET_MNEMONIC, '--accounts', String(DEVNET_ACCOUNT_COUNT)],
    ...['--balance', String(DEVNET_ACCOUNT_BALANCE_ETH), '--silent'],
  ]
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  killOnExit(child)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })

  const rpcUrl = `http://${host}:${port}`
  const stop = () => stopChildProcess(child, ANVIL_STOP_TIMEOUT_MS)
  const deadline = Date.now() + ANVIL_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new AnvilStartError(
        `anvil for ${name} exited before it was ready: ${stderr.trim() || 'no output'}`,
      )
    }
    const answered = await rpcChainId(rpcUrl)
    if (answered === chainId) return { name, chainId, rpcUrl, stop }
    if (answered !== undefined) {
      await stop()
      throw new AnvilStartError(`${rpcUrl} answered chain ${answered}, expected ${chainId}`)
    }
    await new Promise((resolve) => setTimeout(resolve, ANVIL_READY_POLL_MS))
  }
  await stop()
  throw new AnvilStartError(
    `anvil for ${name} did not answer on ${rpcUrl} within ${ANVIL_READY_TIMEOUT_MS} ms`,
  )
}
