import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

export default defineConfig(
  packageBuild(
    { index: 'src/index.ts', primitives: 'src/primitives.ts' },
    {
      // SPEC §2's Inter ships inside the font chunk so the modal needs no network for it.
      loader: { '.woff2': 'dataurl' },
      noExternal: ['@fontsource-variable/inter'],
      // Catalogues in Arabic, CJK, Devanagari or Thai ship as UTF-8, a third the size of `\uXXXX` escapes.
      esbuildOptions: (options) => {
        options.charset = 'utf8'
      },
    },
  ),
)
