import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test, vi } from 'vitest'
import { freePort } from './freePort'

const built = fileURLToPath(new URL('../dist/index.js', import.meta.url))

/** The anvil processes whose parent is `pid`, read from ps. */
function anvilsOf(pid: number): number[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, parent, command]) => Number(parent) === pid && command === 'anvil')
    .map(([child]) => Number(child))
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('anvil does not outlive an owner killed without a chance to stop it', async () => {
  const ports = { l1: await freePort(), l2: await freePort() }
  const script = `const { startDevnet } = await import(${JSON.stringify(built)}); await startDevnet({ ports: ${JSON.stringify(ports)} }); console.log('ready')`
  const owner = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    owner.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
    owner.once('exit', () => reject(new Error('the owner exited before the devnet was ready')))
  })
  const anvils = anvilsOf(owner.pid as number)
  owner.kill('SIGKILL')
  expect(anvils).toHaveLength(2)
  // A bound on waiting for the watchdog, not a speed check.
  await vi.waitFor(() => expect(anvils.filter(isAlive)).toEqual([]), { timeout: 20_000, interval: 100 })
})
