import { packageTests } from '../../vitest.shared'

// Tests start real chains: anvil with contract deployment, and chopsticks, which takes ~8–40 s on two busy cores.
export default packageTests({ testTimeout: 90_000, hookTimeout: 90_000 })
