import { packageTests } from '../../vitest.shared'

/**
 * One local Polkadot chain (chopsticks) for the run, started in globalSetup: 8 s idle, 40 s seen on a
 * busy machine. Tests on it connect @polkadot/api and build blocks, so they get room beyond the defaults
 * (failure bounds, never speed assertions).
 */
export default packageTests({
  globalSetup: ['src/test/globalPolkadotDevnet.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
})
