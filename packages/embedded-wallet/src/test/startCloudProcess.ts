import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
/**
 * apps/cloud's CLI, started as the stack starts it. Run as a process, not imported: the cloud's tests
 * import this package, so a package dependency on the cloud would be a cycle (turbo.json builds it first).
 */
const CLOUD_CLI = fileURLToPath(new URL('../../../../apps/cloud/dist/cli.js', import.meta.url))

/** One admin command of the cloud CLI on `database`, its --json answer parsed. */
export async function cloudAdmin(database: string, args: string[], cwd: string): Promise<unknown> {
  const { stdout } = await run(process.execPath, [CLOUD_CLI, ...args, '--database', database, '--json'], {
    cwd,
  })
  return JSON.parse(stdout)
}

export type CloudProcess = { url: string; stop: () => Promise<void> }

/**
 * The cloud on 127.0.0.1 (a free port unless one is given: the OpenID provider registers its callback
 * first) with the given database, mail server and social providers file; resolves once it serves.
 */
export function startCloudProcess({
  database,
  smtpUrl,
  cwd,
  port = 0,
  socialProvidersFile,
}: {
  database: string
  smtpUrl: string
  cwd: string
  port?: number
  socialProvidersFile?: string
}): Promise<CloudProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      CLOUD_CLI,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--database',
      database,
      '--smtp-url',
      smtpUrl,
      ...(socialProvidersFile ? ['--social-providers', socialProvidersFile] : []),
      '--quiet',
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
