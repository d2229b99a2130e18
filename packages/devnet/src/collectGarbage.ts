import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * A full garbage collection, so a heap figure counts what is kept rather than what awaits collection;
 * for tests that show a server's memory is flat after a batch of requests.
 */
export function collectGarbage(): void {
  // Exposes `gc` to contexts made from now on, so the test runner needs no `--expose-gc` of its own.
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}
