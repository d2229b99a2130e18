import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type Address, parseEther, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { assertPortFree } from '../assertPortFree'
import { DEVNET_HOST, DEVNET_MNEMONIC } from '../constants'
import { devnetClient } from '../devnetClient'
import { killOnExit, stopChildProcess } from '../stopChildProcess'
import {
  BUNDLER_ACCOUNT_BALANCE_ETH,
  BUNDLER_EXECUTOR_INDEX,
  BUNDLER_READY_POLL_MS,
  BUNDLER_READY_TIMEOUT_MS,
  BUNDLER_STOP_TIMEOUT_MS,
  BUNDLER_UTILITY_INDEX,
} from './accountAbstractionConstants'

export type StartBundlerParameters = {
  chain: { rpcUrl: string; chainId: number; name: string }
  entryPoint: Address
  port: number
}

export type BundlerInstance = { bundlerUrl: string; stop: () => Promise<void> }

const require = createRequire(import.meta.url)
// Its CLI, beside the entry the package exports (the package exports no other path).
const ALTO_CLI = join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')

// alto listens on 0.0.0.0 with no option to change it; loaded before it, this keeps every server it starts on
// loopback, as every other part of the devnet is (ARCHITECTURE.md: the local stack stays on the machine).
const LOOPBACK_ONLY = `data:text/javascript,${encodeURIComponent(`
import net from 'node:net'
const listen = net.Server.prototype.listen
const wide = (host) => host === undefined || host === '0.0.0.0' || host === '::'
net.Server.prototype.listen = function (...args) {
  const [first] = args
  if (first && typeof first === 'object' && wide(first.host)) args[0] = { ...first, host: '127.0.0.1' }
  else if (typeof first === 'number' && typeof args[1] !== 'string') args.splice(1, 0, '127.0.0.1')
  return listen.apply(this, args)
}
`)}`

async function entryPointsServed(bundlerUrl: string): Promise<string[] | undefined> {
  try {
    const response = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    return ((await response.json()) as { result?: string[] }).result
  } catch {
    return undefined
  }
}

/**
 * A real ERC-4337 bundler (npm @pimlico/alto) for one devnet chain, on 127.0.0.1:`port`: its executor and
 * utility accounts funded, safe mode off (its tracer checks need geth; anvil has none). Resolves once it
 * serves the EntryPoint; `stop` ends it.
 */
export async function startBundler({
  chain,
  entryPoint,
  port,
}: StartBundlerParameters): Promise<BundlerInstance> {
  await assertPortFree(port, DEVNET_HOST, `the bundler of ${chain.name}`)
  const [executor, utility] = [BUNDLER_EXECUTOR_INDEX, BUNDLER_UTILITY_INDEX].map((addressIndex) =>
    mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex }),
  ) as [ReturnType<typeof mnemonicToAccount>, ReturnType<typeof mnemonicToAccount>]
  const client = devnetClient({ ...chain, account: executor })
  for (const account of [executor, utility])
    await client.setBalance({
      address: account.address,
      value: parseEther(String(BUNDLER_ACCOUNT_BALANCE_ETH)),
    })
  const key = (account: typeof executor) => toHex(account.getHdKey().privateKey ?? new Uint8Array())
  const args = [
    ...['--import', LOOPBACK_ONLY, ALTO_CLI, 'run'],
    ...['--rpc-url', chain.rpcUrl, '--port', String(port), '--entrypoints', entryPoint],
    ...['--executor-private-keys', key(executor), '--utility-private-key', key(utility)],
    ...['--safe-mode', 'false', '--log-level', 'warn', '--utility-wallet-monitor', 'false'],
    // The embedded wallet's secure frame calls it from a browser page on its own origin, as it would a hosted bundler.
    ...['--enable-cors', 'true'],
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  killOnExit(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const bundlerUrl = `http://${DEVNET_HOST}:${port}`
  const stop = () => stopChildProcess(child, BUNDLER_STOP_TIMEOUT_MS)
  const deadline = Date.now() + BUNDLER_READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the bundler of ${chain.name} exited before it was ready: ${output.trim() || 'no output'}`,
      )
    const served = await entryPointsServed(bundlerUrl)
    if (served?.some((address) => address.toLowerCase() === entryPoint.toLowerCase()))
      return { bundlerUrl, stop }
    await new Promise((resolve) => setTimeout(resolve, BUNDLER_READY_POLL_MS))
  }
  await stop()
  throw new Error(
    `the bundler of ${chain.name} did not answer within ${BUNDLER_READY_TIMEOUT_MS / 1000} s: ${output.trim()}`,
  )
}
