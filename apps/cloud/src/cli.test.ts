import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/devnet'
import { expect, test } from 'vitest'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))

test('portico-cloud serves on the port asked, logs JSON lines, and stops on SIGTERM', async () => {
  const port = await freePort()
  const child = spawn(process.execPath, [cli, '--port', String(port), '--database', 'memory://'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    const check = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Portico Cloud: ')) resolve()
    }
    child.stdout.on('data', check)
    child.stderr.on('data', check)
    child.once('exit', () => reject(new Error(`exited early: ${output}`)))
  })
  expect(output).toContain(`Portico Cloud: http://127.0.0.1:${port}`)
  const health = await fetch(`http://127.0.0.1:${port}/health`)
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' })
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  const started = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { event: string })
  expect(started.map((line) => line.event)).toContain('cloud_started')
})
