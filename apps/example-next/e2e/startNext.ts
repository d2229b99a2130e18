import { type ChildProcess, spawn } from 'node:child_process'
import { freePort } from '@portico/devnet'

export type NextServer = { url: string; stop: () => Promise<void> }

async function waitForPage(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`next start did not answer on ${url} within a minute`)
}

/** `next start` of this app's build on a free port, with the chain and cloud it should use. */
export async function startNext(env: Record<string, string>): Promise<NextServer> {
  const port = await freePort()
  const child = spawn('pnpm', ['start', '--port', String(port)], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}/`
  await waitForPage(url, child)
  return {
    url,
    stop: async () => {
      // pnpm starts next as a child: end the whole group.
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}
