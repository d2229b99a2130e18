import { packageTests } from '../../vitest.shared'

// PostgreSQL is started once for the run (src/test/postgresGlobalSetup.ts); PGlite runs in memory.
export default packageTests({
  globalSetup: ['src/test/postgresGlobalSetup.ts'],
  hookTimeout: 60_000,
  testTimeout: 30_000,
})
