import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { benchRoot, pagesDir } from '../paths'
import type { Product } from '../products'

/** The versions a page was really built with, read from the package.json each resolves to. */
export function installedVersions(product: Product): Record<string, string> {
  // Resolution starts where the page's own files are, as Vite's does.
  const from = join(product.peer ? join(pagesDir, product.id) : benchRoot, 'package.json')
  const require = createRequire(from)
  const versions: Record<string, string> = {}
  for (const name of product.recordedPackages) {
    // A transitive package (@wagmi/core under wagmi, or under @portico/adapter-evm) resolves from its parent.
    const parents = product.recordedPackages.map((parent) => packageDir(require, parent))
    const requires = [
      require,
      ...parents.flatMap((dir) => (dir ? [createRequire(join(dir, 'package.json'))] : [])),
    ]
    versions[name] = requires.map((from) => versionOf(from, name)).find(Boolean) ?? 'not installed'
  }
  return versions
}

function packageDir(require: NodeJS.Require, name: string): string | undefined {
  for (const base of require.resolve.paths(name) ?? []) {
    const dir = join(base, name)
    if (existsSync(join(dir, 'package.json'))) return realpathSync(dir)
  }
  return undefined
}

function versionOf(require: NodeJS.Require, name: string): string | undefined {
  for (const base of require.resolve.paths(name) ?? []) {
    const manifest = join(base, name, 'package.json')
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version
  }
  return undefined
}
