import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../lib/paths.mjs'

export const packagesDir = join(repoRoot, 'packages')

/** Every package under packages/: its folder and its package.json. */
export function workspacePackages() {
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = join(packagesDir, entry.name)
      return {
        folder: entry.name,
        dir,
        manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
      }
    })
}
