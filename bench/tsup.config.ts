import { defineConfig } from 'tsup'
import { packageBuild } from '../tsup.shared'

// Command-line entries only: bench is never published, so no declarations, and nothing bundled.
export default defineConfig(
  packageBuild(
    { runBench: 'src/runBench.ts', sizeCli: 'src/sizeCli.ts', relayClientsCli: 'src/relayClientsCli.ts' },
    { dts: false, skipNodeModulesBundle: true },
  ),
)
