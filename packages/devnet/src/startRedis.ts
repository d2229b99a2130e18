import { spawn } from 'node:child_process'
import { freePort } from './freePort'

export type TestRedis = { url: string; stop(): Promise<void> }

// Debian's redis-server, which `npm test` installs; PORTICO_REDIS_SERVER points elsewhere.
const REDIS_SERVER = process.env.PORTICO_REDIS_SERVER ?? '/usr/bin/redis-server'
const READY_LINE = 'Ready to accept connections'

/** A throwaway redis-server on a free 127.0.0.1 port with no persistence; resolves once it is ready. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort()
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  let output = ''
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes(READY_LINE)) resolve()
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      child.once('error', reject)
      child.once('exit', () => reject(new Error(`redis-server exited before it was ready: ${output}`)))
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `redis://127.0.0.1:${port}`, stop }
}
