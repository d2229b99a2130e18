import type { ChildProcess } from 'node:child_process'

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Kills `child` if the owning process exits without stopping it, so no chain outlives the devnet. */
export function killOnExit(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const tracked of running) tracked.kill('SIGKILL')
  })
}

/** Sends SIGTERM and resolves when the child has exited; SIGKILL after `timeoutMs`. */
export function stopChildProcess(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
