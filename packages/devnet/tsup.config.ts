import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

export default defineConfig(
  packageBuild({
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    collectGarbage: 'src/collectGarbage.ts',
    freePort: 'src/freePort.ts',
    guardOutsideRequests: 'src/guardOutsideRequests.ts',
    startRedis: 'src/startRedis.ts',
  }),
)
