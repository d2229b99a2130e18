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

/**
 * The testing entry's code is built on core's public entry, kept external as `../index.js`: sharing modules
 * with it would make esbuild split the first chunk into pieces that host bundlers then regroup
 * (bench/budgets.json). Its declarations still share the entry's, as every entry's do.
 */
const testingOnPublicEntry: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'testing-on-public-entry',
  setup(build) {
    build.onResolve({ filter: /^\.\.\// }, (args) => {
      if (!args.importer.includes('/src/testing/')) return undefined
      if (args.path === '../index') return { path: '../index.js', external: true }
      // esbuild resolves value imports only (type imports are erased first), so this names a runtime value.
      return { errors: [{ text: `core/testing takes core's values from '../index', not '${args.path}'` }] }
    })
  },
}

export default defineConfig([
  packageBuild(
    {
      index: 'src/index.ts',
      'networks/index': 'src/networks/index.ts',
      'testing/index': 'src/testing/index.ts',
    },
    { clean: false, esbuildPlugins: [sendEntryOnItsOwn, testingOnPublicEntry] },
  ),
  // One self-contained file: its few shared helpers are copied in rather than split out of the first chunk.
  packageBuild({ 'send/index': 'src/send/index.ts' }, { clean: false, splitting: false }),
])
