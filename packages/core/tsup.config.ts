import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

export default defineConfig(
  packageBuild({
    index: 'src/index.ts',
    'networks/index': 'src/networks/index.ts',
    'testing/index': 'src/testing/index.ts',
    'send/index': 'src/send/index.ts',
  }),
)
