import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// `keys` is the secure frame's key layer (issue 18): hosts never import it; the cloud's tests do.
export default defineConfig(packageBuild({ index: 'src/index.ts', keys: 'src/keys/index.ts' }))
