import { readdirSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { repoRoot } from '../lib/paths.mjs'

/** Each workspace package's folder by name: `@portico/core` → `packages/core`. */
export function workspaceFolders() {
  const folders = new Map()
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(repoRoot, group))) {
      const manifest = join(repoRoot, group, name, 'package.json')
      try {
        folders.set(JSON.parse(readFileSync(manifest, 'utf8')).name, `${group}/${name}`)
      } catch {
        // A folder with no package.json is not a workspace package.
      }
    }
  }
  return folders
}

/** The builds turbo.json orders by hand, with the builds each waits for: `{ '@portico/ui': ['@portico/core'] }`. */
export function handOrderedBuilds(
  turboConfig = JSON.parse(readFileSync(join(repoRoot, 'turbo.json'), 'utf8')),
) {
  const builds = {}
  for (const [task, definition] of Object.entries(turboConfig.tasks)) {
    const [pkg, name] = task.split('#')
    if (name !== 'build' || !pkg) continue
    builds[pkg] = definition.dependsOn.map((dependency) => dependency.replace(/#build$/, ''))
  }
  return builds
}

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * The workspace packages a package's build read, from what it wrote: the files its source maps name (a
 * bundled package's built code among them) and the packages its JS and declarations still import.
 */
export function packagesABuildRead(folder, folders = workspaceFolders()) {
  const byFolder = new Map([...folders].map(([name, path]) => [join(repoRoot, path), name]))
  const own = join(repoRoot, folder)
  const read = new Set()
  const packageOf = (file) => {
    for (const [path, name] of byFolder) if (file.startsWith(path + sep) && path !== own) return name
    return undefined
  }
  for (const file of filesUnder(join(own, 'dist'))) {
    if (file.endsWith('.map')) {
      for (const source of JSON.parse(readFileSync(file, 'utf8')).sources ?? []) {
        const absolute = resolve(dirname(file), source)
        let real = absolute
        try {
          real = realpathSync(absolute)
        } catch {
          // A source that no longer exists is still named by its path.
        }
        const name = packageOf(real)
        if (name) read.add(name)
      }
    } else if (/\.(js|d\.ts)$/.test(file)) {
      // Comments go first: a doc comment may show an import it does not make.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '')
      for (const [, name] of code.matchAll(/(?:from\s*|import\(\s*)['"](@portico\/[a-z-]+)/g)) read.add(name)
    }
  }
  read.delete(JSON.parse(readFileSync(join(own, 'package.json'), 'utf8')).name)
  return [...read].sort()
}

/** Each hand-ordered build that read a package it does not wait for: the race a clean build can lose. */
export function unorderedBuildInputs() {
  const folders = workspaceFolders()
  return Object.entries(handOrderedBuilds()).flatMap(([pkg, waitsFor]) =>
    packagesABuildRead(folders.get(pkg), folders)
      .filter((name) => !waitsFor.includes(name))
      .map((name) => `${pkg}'s build reads ${name} without waiting for its build (turbo.json)`),
  )
}
