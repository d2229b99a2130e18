import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/devnet'
import { expect, test } from 'vitest'

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))

// Issue acceptance 5: the logs are JSON lines, and a request's lines carry the id its answer names.
test('portico-cloud serves on the port asked, logs JSON lines with request ids, and stops on SIGTERM', async () => {
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
  const requestId = health.headers.get('x-request-id')
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { event: string; requestId?: string; res?: { statusCode: number } })
  expect(lines.map((line) => line.event)).toContain('cloud_started')
  const requestLines = lines.filter((line) => line.requestId === requestId)
  expect(requestLines.map((line) => line.event)).toEqual(['incoming request', 'request completed'])
  expect(requestLines[1]?.res?.statusCode).toBe(200)
})
