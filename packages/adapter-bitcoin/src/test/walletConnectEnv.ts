// The SDK's own switch for tests: Verify and the pulse INIT event are skipped when IS_VITEST is "true".
process.env.IS_VITEST = 'true'
// Each client builds its own core, as separate pages (and the phone's wallet) would.
process.env.DISABLE_GLOBAL_CORE = 'true'
