import { defineConfig } from 'tsup'
import { markClientEntries, packageBuild } from '../../tsup.shared'
import { literalAssetUrls } from './build/literalAssetUrls'

export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', primitives: 'src/primitives.ts' },
    {
      // SPEC §2's Inter ships as .woff2 files beside the chunks, fetched from the host's own origin.
      loader: { '.woff2': 'file' },
      plugins: [literalAssetUrls],
      noExternal: ['@fontsource-variable/inter'],
      // The modal runs in the browser only: a Next.js server component imports it as a client reference.
      onSuccess: markClientEntries(['index', 'primitives']),
      // Catalogues in Arabic, CJK, Devanagari or Thai ship as UTF-8, a third the size of `\uXXXX` escapes.
      esbuildOptions: (options) => {
        options.charset = 'utf8'
      },
    },
  ),
)
