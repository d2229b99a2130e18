import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** @portico/devnet's built CLI, run as a process like the cloud's (core does not depend on the devnet). */
const DEVNET_CLI = fileURLToPath(new URL('../../../devnet/dist/cli.js', import.meta.url))

/** What core's tests read of the description the devnet writes (packages/devnet DevnetDescription). */
export type DevnetProcessDescription = {
  chains: { chainId: number; name: string; rpcUrl: string; contracts: Record<string, `0x${string}`> }[]
  onramp: { evmTreasury: `0x${string}` }
}

export type DevnetProcess = { file: string; description: DevnetProcessDescription; stop: () => Promise<void> }

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** The devnet (EVM and Solana, no Polkadot) on free ports of 127.0.0.1; resolves once its description is written. */
export async function startDevnetProcess(): Promise<DevnetProcess> {
  const file = join(mkdtempSync(join(tmpdir(), 'portico-core-devnet-')), 'devnet.json')
  const ports = [await freePort(), await freePort(), await freePort(), await freePort()]
  const child: ChildProcess = spawn(
    process.execPath,
    [
      DEVNET_CLI,
      '--no-polkadot',
      '--l1-port',
      String(ports[0]),
      '--l2-port',
      String(ports[1]),
      '--solana-port',
      String(ports[2]),
      '--solana-ws-port',
      String(ports[3]),
      '--out',
      file,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  // The CLI prints its chains once startDevnet has returned, so after the description is written.
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Names *.')) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the devnet exited (${code}) before serving:\n${output}`)))
  })
  const description = JSON.parse(readFileSync(file, 'utf8')) as DevnetProcessDescription
  return { file, description, stop }
}
