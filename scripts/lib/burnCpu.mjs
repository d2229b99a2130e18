// A newcomer's machine is never idle: `npm run test:stress` keeps one core busy while the suites run.
import { Worker } from 'node:worker_threads'

/** Starts a thread that spins on one core until `stop()`; a thread, so it cannot outlive the run. */
export function burnOneCore() {
  const worker = new Worker('for (;;) {}', { eval: true })
  worker.unref()
  return { stop: () => worker.terminate() }
}
