import { packageTests } from '../../vitest.shared'

export default packageTests({
  globalSetup: ['src/test/globalDevnet.ts'],
  setupFiles: ['src/test/installWindow.ts'],
})
