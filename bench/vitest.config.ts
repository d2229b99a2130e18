import { packageTests } from '../vitest.shared'

// The budget check builds two real pages with Vite: allow it the time CI's shared cores need.
export default packageTests({ testTimeout: 240_000 })
