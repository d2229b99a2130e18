// Starts child processes, waits until each is ready, prefixes their output, and stops them all.
import { spawn } from 'node:child_process'

const STOP_TIMEOUT_MS = 8_000
// The devnet's Polkadot chain (chopsticks) alone takes up to a minute on two busy cores.
const READY_TIMEOUT_MS = 150_000

async function urlAnswers(url) {
  try {
    const response = await fetch(url)
    return response.ok
  } catch {
    return false
  }
}

function pipeWithPrefix(stream, prefix, sink, onLine) {
  let pending = ''
  stream.on('data', (chunk) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      sink.write(`${prefix} ${line}\n`)
      onLine(line)
    }
  })
}

export function createSupervisor() {
  const children = []
  let stopping = false
  let onUnexpectedExit = () => {}

  /** Spawns one part of the stack; resolves when it prints `readyLine` or `readyUrl` answers 2xx. */
  async function start({ name, command, args, cwd, env, readyLine, readyUrl }) {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const entry = {
      name,
      child,
      exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    }
    children.push(entry)
    let sawReadyLine = false
    const onLine = (line) => {
      if (readyLine && line.includes(readyLine)) sawReadyLine = true
    }
    pipeWithPrefix(child.stdout, `[${name}]`, process.stdout, onLine)
    pipeWithPrefix(child.stderr, `[${name}]`, process.stderr, onLine)
    child.once('error', (error) => console.error(`[${name}] could not start: ${error.message}`))

    const deadline = Date.now() + READY_TIMEOUT_MS
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${name} exited before it was ready`)
      if (readyLine ? sawReadyLine : await urlAnswers(readyUrl)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (Date.now() >= deadline) throw new Error(`${name} was not ready within ${READY_TIMEOUT_MS / 1000} s`)
    void entry.exited.then(({ code, signal }) => {
      if (!stopping) onUnexpectedExit(name, code ?? signal)
    })
  }

  /** Stops children in reverse start order: SIGTERM, then SIGKILL after a grace period. */
  async function stopAll() {
    stopping = true
    for (const { child, exited } of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
      await exited
      clearTimeout(timer)
    }
  }

  return {
    start,
    stopAll,
    pids: () => children.map(({ name, child }) => ({ name, pid: child.pid })),
    setOnUnexpectedExit(handler) {
      onUnexpectedExit = handler
    },
  }
}
