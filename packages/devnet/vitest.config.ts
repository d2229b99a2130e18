import { packageTests } from '../../vitest.shared'

// Each test starts real anvil chains: allow for process start-up and contract deployment.
export default packageTests({ testTimeout: 60_000, hookTimeout: 60_000 })
