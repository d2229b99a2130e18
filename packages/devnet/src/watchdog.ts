import { spawn } from 'node:child_process'

/** How often the watchdog checks whether the owner is still alive. */
export const WATCHDOG_POLL_MS = 250

// Runs in its own tiny Node process: when the owner dies without stopping the devnet (SIGKILL, a
// killed test worker), nothing else would stop anvil, so this does. It exits when anvil does.
const WATCHDOG_SOURCE = `
const [ownerPid, childPid, pollMs] = process.argv.slice(1).map(Number)
const alive = (pid) => { try { process.kill(pid, 0); return true } catch { return false } }
const timer = setInterval(() => {
  if (!alive(childPid)) { clearInterval(timer); return }
  if (!alive(ownerPid)) { try { process.kill(childPid, 'SIGKILL') } catch {} clearInterval(timer) }
}, pollMs)
`

/** Starts a detached watchdog that kills `childPid` once this process is gone. */
export function watchOwner(childPid: number): void {
  const watchdog = spawn(
    process.execPath,
    ['-e', WATCHDOG_SOURCE, String(process.pid), String(childPid), String(WATCHDOG_POLL_MS)],
    {
      detached: true,
      stdio: 'ignore',
    },
  )
  watchdog.unref()
}
