import { packageTests } from '../../vitest.shared'

// Tests start real chains: anvil with contract deployment, and chopsticks, which takes ~8–40 s on two cores.
export default packageTests({ testTimeout: 120_000, hookTimeout: 120_000 })
