import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { PolkadotDevnetStartError } from '../errors'

/** chopsticks' CLI script (its package's `bin`), run with this Node so stopping the devnet signals it directly. */
export function resolveChopsticksCli(): string {
  // The package's exports map hides package.json; its CommonJS entry sits at dist/cjs/index.js.
  const entry = createRequire(import.meta.url).resolve('@acala-network/chopsticks')
  const cli = join(entry, '..', '..', '..', 'chopsticks.cjs')
  if (!existsSync(cli)) {
    throw new PolkadotDevnetStartError(`chopsticks' CLI missing at ${cli}; reinstall dependencies`)
  }
  return cli
}
