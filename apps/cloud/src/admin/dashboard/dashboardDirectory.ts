import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PACKAGE_NAME = '@portico/cloud'

/**
 * Where Vite wrote the dashboard (dist/dashboard of this package), found from this module whether it
 * runs bundled from dist/ or as source under src/; undefined when the package root has none.
 */
export function dashboardDirectory(moduleUrl: string = import.meta.url): string | undefined {
  let directory = dirname(fileURLToPath(moduleUrl))
  for (;;) {
    const manifest = join(directory, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === PACKAGE_NAME) {
      const built = join(directory, 'dist', 'dashboard')
      return existsSync(join(built, 'index.html')) ? built : undefined
    }
    const parent = dirname(directory)
    if (parent === directory) return undefined
    directory = parent
  }
}
