import { packageTests } from '../../vitest.shared'

export default packageTests({ globalSetup: ['src/test/globalSolanaDevnet.ts'] })
