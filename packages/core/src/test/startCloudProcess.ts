import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * apps/cloud's built CLI, run as a process: packages never import apps (ARCHITECTURE.md), and turbo.json
 * builds the cloud before core's tests. Its demo project is `portico-demo`.
 */
const CLOUD_CLI = fileURLToPath(new URL('../../../../apps/cloud/dist/cli.js', import.meta.url))

export type CloudProcess = { url: string; stop: () => Promise<void> }

export type StartCloudProcessParameters = {
  nameZone?: string
  /** A devnet description (portico-devnet --out) whose chains the cloud serves. */
  devnetFile?: string
  /** The chains the cloud offers swaps on besides SPEC §9's (issue 20: the devnet's have a market). */
  swapNetworks?: number[]
  /** More CLI options, e.g. `['--onramp', 'off']`. */
  args?: string[]
}

/** The real cloud on 127.0.0.1 and a free port, its database in memory; resolves once it serves. */
export function startCloudProcess({
  nameZone,
  devnetFile,
  swapNetworks,
  args = [],
}: StartCloudProcessParameters = {}): Promise<CloudProcess> {
  // A directory of its own, so no devnet description lying in the repository is picked up.
  const cwd = mkdtempSync(join(tmpdir(), 'portico-core-cloud-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [
      CLOUD_CLI,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--database',
      'memory://',
      ...(nameZone ? ['--name-zone', nameZone] : []),
      ...(devnetFile ? ['--devnet', devnetFile] : []),
      ...(swapNetworks ? ['--swap-networks', swapNetworks.join(',')] : []),
      '--quiet',
      ...args,
    ],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /Portico Cloud: (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve({ url, stop })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the cloud exited (${code}) before serving:\n${output}`)))
  })
}
