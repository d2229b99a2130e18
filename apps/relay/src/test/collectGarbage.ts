import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** A full garbage collection, so a heap figure counts what is kept rather than what awaits collection. */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}
