import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@portico/devnet'
import pg from 'pg'

const POSTGRES_BIN = process.env.PORTICO_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'
const READY_TIMEOUT_MS = 30_000

/** A program of the PostgreSQL install the tests run (pg_dump, pg_restore…), by its path. */
export const postgresProgram = (name: string): string => join(POSTGRES_BIN, name)
const READY_POLL_MS = 100

export type TestPostgres = {
  url: string
  stop: () => Promise<void>
  /** Stops the server and keeps its data, as an outage would. */
  pause: () => Promise<void>
  /** Starts it again on the same port and data, once it answers. */
  resume: () => Promise<void>
}

/**
 * A throwaway PostgreSQL server in a temp folder, on a free port of 127.0.0.1 with its socket in
 * that folder. Postgres refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'portico-cloud-pg-'))
  const dataDir = join(root, 'data')
  const socketDir = join(root, 'socket')
  mkdirSync(dataDir)
  mkdirSync(socketDir)
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    for (const dir of [root, dataDir, socketDir]) chownSync(dir, uid, gid)
  }
  chmodSync(dataDir, 0o700)
  const [initCommand, initArgs] = run(postgresProgram('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ])
  execFileSync(initCommand, initArgs, { stdio: 'ignore' })

  const port = await freePort()
  const [command, args] = run(postgresProgram('postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    socketDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let server: { child: ChildProcess; exited: Promise<void> } | undefined
  const launch = async () => {
    const child = spawn(command, args, { stdio: 'ignore' })
    server = { child, exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) }
    await waitUntilReady(url, child)
  }
  const pause = async () => {
    if (!server) return
    stopServer(server.child, dataDir)
    await server.exited
    server = undefined
  }
  const stop = async () => {
    await pause()
    rmSync(root, { recursive: true, force: true })
  }
  try {
    await launch()
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop, pause, resume: launch }
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`postgres exited with code ${child.exitCode} before it was ready`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.query('select 1')
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
    } finally {
      await client.end().catch(() => undefined)
    }
  }
}

/** Fast shutdown of the postmaster itself (runuser may not pass signals on), by its pid file. */
function stopServer(child: ChildProcess, dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid')
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : Number.NaN
  try {
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT')
    else child.kill('SIGINT')
  } catch {
    child.kill('SIGINT')
  }
}

/**
 * A fresh database on the server, so each cloud under test starts from nothing: empty, or a copy of
 * `template` (a database of the server that nothing is connected to, see postgresTemplate.ts).
 */
export async function createTestDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`create database "${name}"${template === undefined ? '' : ` template "${template}"`}`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}
