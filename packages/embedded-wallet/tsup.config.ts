import { copyFile } from 'node:fs/promises'
import { build, defineConfig, type Options } from 'tsup'
import { packageBuild } from '../../tsup.shared'

/**
 * The secure frame app: one browser script with everything in it (no chunk from another
 * origin, no inline script) and its page, as static files the frame server serves.
 */
const frameApp: Options = {
  entry: { frame: 'src/frame/main.ts' },
  outDir: 'dist/frame',
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  noExternal: [/.*/],
  splitting: false,
  dts: false,
  sourcemap: false,
  minify: true,
  clean: false,
  outExtension: () => ({ js: '.js' }),
  onSuccess: () => copyFile('src/frame/index.html', 'dist/frame/index.html'),
}

// `keys` is the secure frame's key layer: hosts never import it; the cloud's tests do.
// `frame-server` serves the frame (Node); the frame app is built after the package, into dist/frame.
// `frame-views` is what the frame draws, as plain DOM, for the gallery's stories.
export default defineConfig(
  packageBuild(
    {
      index: 'src/index.ts',
      keys: 'src/keys/index.ts',
      'frame-server': 'src/frameServer/index.ts',
      'frame-server-cli': 'src/frameServer/cli.ts',
      'frame-views': 'src/frame/views.ts',
    },
    { onSuccess: async () => void (await build(frameApp)) },
  ),
)
