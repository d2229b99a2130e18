// The SDK's own switch for tests: Verify and the pulse INIT event are skipped when IS_VITEST is "true".
process.env.IS_VITEST = 'true'
// Each client builds its own core: a "reloaded" dapp must read storage, not reuse the live core of the old one.
process.env.DISABLE_GLOBAL_CORE = 'true'
