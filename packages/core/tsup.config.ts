import { resolve, sep } from 'node:path'
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

const ERRORS_FOLDER = resolve('src/errors')

/**
 * The sub-entries take every error from the main build's `errors/index.js`, never a copy of their own: one
 * PorticoError class per page, so `instanceof PorticoError` holds whichever entry threw.
 */
const errorsFromMainBuild: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'errors-from-main-build',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/(?:.*\/)?errors(?:\/|$)/ }, (args) => {
      const target = resolve(args.resolveDir, args.path)
      const intoErrors = target === ERRORS_FOLDER || target.startsWith(ERRORS_FOLDER + sep)
      // Every sub-entry is written to dist/<name>/index.js, one folder below errors/index.js.
      return intoErrors && !args.importer.startsWith(ERRORS_FOLDER + sep)
        ? { path: '../errors/index.js', external: true }
        : undefined
    })
  },
}

/** A sub-entry: one self-contained file but for core's errors (see errorsFromMainBuild). */
const subEntry = (name: string, source: string, overrides: Options = {}): Options =>
  packageBuild(
    { [`${name}/index`]: source },
    { clean: false, splitting: false, esbuildPlugins: [errorsFromMainBuild], ...overrides },
  )

export default defineConfig([
  packageBuild(
    {
      index: 'src/index.ts',
      'networks/index': 'src/networks/index.ts',
      'testing/index': 'src/testing/index.ts',
      // Not a public export: the sub-entries import it, so a page holds one copy of each error class.
      'errors/index': 'src/errors/index.ts',
    },
    { clean: false, esbuildPlugins: [lazyEntriesOnTheirOwn, testingOnPublicEntry] },
  ),
  // One self-contained file each: their few shared helpers are copied in rather than split out of the
  // first chunk; their errors alone come from the main build's errors/index.js.
  subEntry('send', 'src/send/index.ts'),
  subEntry('names', 'src/names/index.ts'),
  subEntry('accountType', 'src/accountType/index.ts'),
  subEntry('swap', 'src/swap/index.ts'),
  subEntry('onramp', 'src/onramp/index.ts'),
  subEntry('wallets', 'src/wallets/index.ts'),
  subEntry('farcaster', 'src/farcaster/index.ts'),
  subEntry('telegram', 'src/telegram/index.ts'),
  subEntry('embeddedWallet', 'src/embeddedWallet/createEmbeddedWallet.ts', { dts: false }),
])
