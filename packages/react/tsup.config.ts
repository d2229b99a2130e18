import { defineConfig } from 'tsup'
import { markClientEntries, packageBuild } from '../../tsup.shared'

// Hooks, context and buttons run in the browser: a Next.js server component imports them as client references.
export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', server: 'src/server.ts' },
    { onSuccess: markClientEntries(['index']) },
  ),
)
