import { defineConfig, type Options } from 'tsup'
import { packageBuild } from '../../tsup.shared'

/**
 * The client's lazy entries, each built on its own below: `import('../send/sendActions')` becomes
 * `import('./send/index.js')` and `import('../embeddedWallet/createEmbeddedWallet')` becomes
 * `import('./embeddedWallet/index.js')`. esbuild would otherwise split every module they share with the
 * first chunk into extra chunks, which the host's bundler then loads with the first one (bench/budgets.json).
 */
const LAZY_ENTRIES = [
  { module: /\/send\/sendActions$/, folder: '/src/send/', path: './send/index.js' },
  {
    module: /\/embeddedWallet\/createEmbeddedWallet$/,
    folder: '/src/embeddedWallet/',
    path: './embeddedWallet/index.js',
  },
] as const
const lazyEntriesOnTheirOwn: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'lazy-entries-on-their-own',
  setup(build) {
    for (const { module, folder, path } of LAZY_ENTRIES)
      build.onResolve({ filter: module }, (args) =>
        args.importer.includes(folder) ? undefined : { path, external: true },
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
    { clean: false, esbuildPlugins: [lazyEntriesOnTheirOwn, testingOnPublicEntry] },
  ),
  // One self-contained file each: their few shared helpers are copied in rather than split out of the
  // first chunk (the embedded wallet's errors are copies too: hosts tell them by name and code, not class).
  packageBuild({ 'send/index': 'src/send/index.ts' }, { clean: false, splitting: false }),
  packageBuild({ 'names/index': 'src/names/index.ts' }, { clean: false, splitting: false }),
  packageBuild({ 'accountType/index': 'src/accountType/index.ts' }, { clean: false, splitting: false }),
  packageBuild({ 'swap/index': 'src/swap/index.ts' }, { clean: false, splitting: false }),
  packageBuild({ 'onramp/index': 'src/onramp/index.ts' }, { clean: false, splitting: false }),
  packageBuild({ 'wallets/index': 'src/wallets/index.ts' }, { clean: false, splitting: false }),
  packageBuild({ 'farcaster/index': 'src/farcaster/index.ts' }, { clean: false, splitting: false }),
  packageBuild({ 'telegram/index': 'src/telegram/index.ts' }, { clean: false, splitting: false }),
  packageBuild(
    { 'embeddedWallet/index': 'src/embeddedWallet/createEmbeddedWallet.ts' },
    { clean: false, splitting: false, dts: false },
  ),
])
