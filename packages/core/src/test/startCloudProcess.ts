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

/** The real cloud on 127.0.0.1 and a free port, its database in memory; resolves once it serves. */
export function startCloudProcess({
  nameZone = 'portico.test',
  args = [],
}: {
  nameZone?: string
  /** More CLI options, e.g. `['--devnet', file]` or `['--onramp', 'off']`. */
  args?: string[]
} = {}): Promise<CloudProcess> {
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
      '--name-zone',
      nameZone,
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
