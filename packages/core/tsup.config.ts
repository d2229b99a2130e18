import { defineConfig, type Options } from 'tsup'
import { packageBuild } from '../../tsup.shared'

/**
 * The client's `import('../send/sendActions')` becomes `import('./send/index.js')`, the entry built
 * below on its own: esbuild would otherwise split every module the send code shares with the first
 * chunk into extra chunks the first load fetches (bench/budgets.json).
 */
const sendEntryOnItsOwn: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'send-entry-on-its-own',
  setup(build) {
    build.onResolve({ filter: /\/send\/sendActions$/ }, (args) =>
      args.importer.includes('/src/send/') ? undefined : { path: './send/index.js', external: true },
    )
  },
}

export default defineConfig([
  packageBuild(
    {
      index: 'src/index.ts',
      'networks/index': 'src/networks/index.ts',
      'testing/index': 'src/testing/index.ts',
    },
    { clean: false, esbuildPlugins: [sendEntryOnItsOwn] },
  ),
  // One self-contained file: its few shared helpers are copied in rather than split out of the first chunk.
  packageBuild({ 'send/index': 'src/send/index.ts' }, { clean: false, splitting: false }),
])
