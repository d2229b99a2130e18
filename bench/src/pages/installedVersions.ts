import { existsSync, readFileSync } from 'node:fs'
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
    versions[name] = versionOf(require, name) ?? 'not installed'
  }
  return versions
}

function versionOf(require: NodeJS.Require, name: string): string | undefined {
  for (const base of require.resolve.paths(name) ?? []) {
    const manifest = join(base, name, 'package.json')
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version
  }
  return undefined
}
