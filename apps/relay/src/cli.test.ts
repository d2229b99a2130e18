import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/devnet'
import { afterAll, expect, test } from 'vitest'
import { type Relay, startRelay } from './startRelay'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
const children: Array<ReturnType<typeof spawn>> = []

function runCli(args: string[]) {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (output.includes(text) ? resolve() : undefined)
      child.stdout.on('data', check)
      child.once('exit', () =>
        output.includes(text) ? resolve() : reject(new Error(`exited without "${text}": ${output}`)),
      )
      check()
    })
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, exited, printed, output: () => output }
}

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

test.each(['SIGTERM', 'SIGINT'] as const)(
  'the CLI answers /health, logs JSON lines and stops cleanly on %s',
  async (signal) => {
    const port = await freePort()
    const run = runCli(['--port', String(port)])
    await run.printed('"message":"relay listening"')
    const response = await fetch(`http://127.0.0.1:${port}/health`)
    expect(await response.json()).toEqual({ status: 'ok', backend: 'memory', connections: 0 })
    const firstLine = run.output().split('\n')[0] ?? ''
    expect(JSON.parse(firstLine)).toMatchObject({
      level: 'info',
      message: 'relay listening',
      url: `ws://127.0.0.1:${port}`,
    })

    run.child.kill(signal)
    expect(await run.exited).toBe(0)
    expect(run.output()).toContain('"message":"relay stopped"')
    // The port is free again: another relay can take it.
    const next: Relay = await startRelay({ port, quiet: true })
    await next.close()
  },
)

test('the CLI exits 1 naming the port when it is busy', async () => {
  const holder = await startRelay({ port: 0, quiet: true })
  try {
    const run = runCli(['--port', String(holder.port)])
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain(
      `Port ${holder.port} on 127.0.0.1 is already in use, so the relay cannot start there.`,
    )
  } finally {
    await holder.close()
  }
})
