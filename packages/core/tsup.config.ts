import { readFile } from 'node:fs/promises'
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

/** The modules of src/errors/ that define classes: the sub-entries take their values from core's public entry. */
const ERROR_CLASS_MODULES = /\/src\/errors\/(?:PorticoError|classes)\.ts$/
const PUBLIC_ENTRY = 'portico-core-public-entry'

/**
 * The sub-entries take core's error classes from the public entry `../index.js` (as core/testing takes all of
 * core), never a copy of their own: one PorticoError class per page, so `instanceof PorticoError` holds
 * whichever entry threw. Each module defining classes becomes a re-export of its values from there; the rest
 * of src/errors/ (messages, alerts, isUserRejection) is copied in as before, so the first chunk keeps only
 * the messages the main entry uses (bench/budgets.json); a sub-entry's own classes stay in its own file, and
 * the core classes the sub-entries throw sit beside PorticoError (src/errors/PorticoError.ts says why).
 */
const errorClassesFromPublicEntry: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'error-classes-from-public-entry',
  setup(build) {
    build.onLoad({ filter: ERROR_CLASS_MODULES }, async (args) => {
      const source = await readFile(args.path, 'utf8')
      const defined = [...source.matchAll(/^export (?:abstract )?(?:class|const|function|let|var) (\w+)/gm)]
      // classes.ts re-exports the classes defined beside PorticoError: the public entry has those too.
      const reexported = [...source.matchAll(/^export \{([^}]*)\} from '\.\/PorticoError'/gm)].flatMap(
        ([, list]) => (list ?? '').split(',').map((name) => name.trim()),
      )
      const values = [...defined.map(([, name]) => name), ...reexported].filter(Boolean)
      return { contents: `export { ${values.join(', ')} } from '${PUBLIC_ENTRY}'` }
    })
    // Every sub-entry is written to dist/<name>/index.js, one folder below the public entry.
    build.onResolve({ filter: new RegExp(`^${PUBLIC_ENTRY}$`) }, () => ({
      path: '../index.js',
      external: true,
    }))
  },
}

/** A sub-entry: one self-contained file but for core's error classes (see errorClassesFromPublicEntry). */
const subEntry = (name: string, source: string, overrides: Options = {}): Options =>
  packageBuild(
    { [`${name}/index`]: source },
    { clean: false, splitting: false, esbuildPlugins: [errorClassesFromPublicEntry], ...overrides },
  )

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
  // first chunk; their error classes alone come from the public entry.
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
