import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { benchRoot } from '../paths'
import type { RelayPairing } from './measureRelay'

/** Runs the relay's sign-client pairs in a child process against the relay running in this one. */
export async function measureRelayApart(relayUrl: string): Promise<RelayPairing> {
  const child = spawn(process.execPath, [join(benchRoot, 'dist', 'relayClientsCli.js'), relayUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`The relay clients exited with ${code}`)
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as RelayPairing
}
