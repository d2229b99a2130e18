import { type ChildProcess, spawn } from 'node:child_process'
import { Redis } from 'ioredis'
import { freePort } from './freePort'

export type TestRedis = { url: string; stop(): Promise<void> }

const REDIS_SERVER = '/usr/bin/redis-server'

/** A throwaway redis-server on a free 127.0.0.1 port, with no persistence; resolves once it answers PING. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `redis://127.0.0.1:${port}`
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: (times) => (times > 50 ? null : 100) })
  try {
    await Promise.race([
      probe.connect().then(() => probe.ping()),
      exited.then(() => {
        throw new Error(`redis-server exited before it answered: ${output}`)
      }),
    ])
  } finally {
    probe.disconnect()
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
