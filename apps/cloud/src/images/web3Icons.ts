import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The icon sets of `@web3icons/core` (MIT licence) the cloud serves from its own disk. */
export type Web3IconKind = 'wallets' | 'networks' | 'tokens'

const available = new Map<Web3IconKind, Set<string>>()

function iconFolder(kind: Web3IconKind): string {
  const entry = createRequire(import.meta.url).resolve('@web3icons/core')
  return join(dirname(entry), 'svgs', kind, 'branded')
}

/** The names the package has for a kind, read once from its folder. */
export function web3IconNames(kind: Web3IconKind): ReadonlySet<string> {
  let names = available.get(kind)
  if (!names) {
    const suffix = '.svg.js'
    names = new Set(
      readdirSync(iconFolder(kind))
        .filter((file) => file.endsWith(suffix))
        .map((file) => file.slice(0, -suffix.length)),
    )
    available.set(kind, names)
  }
  return names
}

/** The SVG text of one icon, or undefined when the package has no icon of that name. */
export async function loadWeb3Icon(kind: Web3IconKind, name: string): Promise<string | undefined> {
  // Only names read from the package's own folder reach the import: no path comes from the request.
  if (!web3IconNames(kind).has(name)) return undefined
  const module = (await import(pathToFileURL(join(iconFolder(kind), `${name}.svg.js`)).href)) as {
    default: string
  }
  return module.default
}
