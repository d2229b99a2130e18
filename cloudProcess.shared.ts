import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/**
 * apps/cloud's built CLI, run as a process by the packages' tests: packages never import apps (ARCHITECTURE.md),
 * and the cloud's own tests import those packages. turbo.json builds the cloud before the tests that use it.
 */
const CLOUD_CLI = fileURLToPath(new URL('./apps/cloud/dist/cli.js', import.meta.url))

export type CloudProcess = { url: string; stop: () => Promise<void> }

export type StartCloudProcessParameters = {
  /** `memory://` by default; a directory keeps it across restarts. */
  database?: string
  /** A free port unless one is given (an OpenID provider registers its callback before the cloud starts). */
  port?: number
  /** Its working directory; a fresh one by default, so no devnet description lying in the repository is read. */
  cwd?: string
  /** The secure frame's origin the embedded-wallet routes answer (--frame-origin); without it they answer 503. */
  frameOrigin?: string
  /** More CLI options, e.g. `['--onramp', 'off']` or `['--smtp-url', url]`. */
  args?: string[]
}

/** The real cloud on 127.0.0.1; resolves once it serves, with its URL. */
export function startCloudProcess({
  database = 'memory://',
  port = 0,
  cwd = mkdtempSync(join(tmpdir(), 'portico-test-cloud-')),
  frameOrigin,
  args = [],
}: StartCloudProcessParameters = {}): Promise<CloudProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...[CLOUD_CLI, '--port', String(port), '--host', '127.0.0.1', '--database', database, '--quiet'],
      ...(frameOrigin ? ['--frame-origin', frameOrigin] : []),
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

const run = promisify(execFile)

/** One admin command of the cloud CLI on `database` (e.g. `['projects', 'create', '--name', n]`), its --json answer. */
export async function cloudAdmin(database: string, args: string[], cwd: string): Promise<unknown> {
  const { stdout } = await run(process.execPath, [CLOUD_CLI, ...args, '--database', database, '--json'], {
    cwd,
  })
  return JSON.parse(stdout)
}
