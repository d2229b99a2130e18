import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export type LoadResult = {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  requests: number
  non2xx: number
  errors: number
  connections: number
  durationSeconds: number
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

/**
 * One bounded autocannon run against a loopback URL, in its own process so the load generator never
 * shares the server's event loop; it stops by itself after `durationSeconds`.
 */
export async function loadTest(
  url: string,
  { connections = 10, durationSeconds = 10 }: { connections?: number; durationSeconds?: number } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error(`Load tests only target 127.0.0.1, not ${url}`)
  const args = [autocannonCli, '--json', '-c', String(connections), '-d', String(durationSeconds), url]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`autocannon exited with ${code}`)
  const result = JSON.parse(output) as {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    non2xx: number
    errors: number
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    connections,
    durationSeconds,
  }
}
