import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pagesDir } from '../paths'
import type { Product } from '../products'

/**
 * Installs a peer's page with npm into bench/pages/<id>/node_modules, exactly as its committed
 * package-lock.json pins it, so the workspace lockfile and CI never carry the peers. Install scripts
 * are skipped: the pages are built for the browser and need none of the native addons they build.
 * True when it installed now (so a build made before it is stale).
 */
export function installPeerPage(product: Product): boolean {
  if (!product.peer) return false
  const dir = join(pagesDir, product.id)
  const lock = join(dir, 'package-lock.json')
  const installed = join(dir, 'node_modules', '.package-lock.json')
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return false
  console.log(`bench: installing the ${product.label} page with npm ci`)
  const run = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  })
  if (run.status !== 0) throw new Error(`npm ci failed in ${dir} (exit ${run.status})`)
  return true
}
