import { packageTests } from '../../vitest.shared'

// PostgreSQL is started once for the run (src/test/postgresGlobalSetup.ts); PGlite runs in memory.
export default packageTests({
  globalSetup: ['src/test/postgresGlobalSetup.ts'],
  hookTimeout: 60_000,
  testTimeout: 30_000,
  // Most of a file's time is waiting on PGlite, PostgreSQL and anvil: two files at once overlap it.
  maxWorkers: 2,
  // Each file builds its own app, database and servers, so files share nothing through module state; reusing
  // the imported modules across files saves ~3 CPU-minutes of re-importing Fastify and PGlite per run.
  isolate: false,
})
