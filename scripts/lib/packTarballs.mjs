import { execFile } from 'node:child_process'
import { cpSync, mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Packs each package with `npm pack --ignore-scripts` into `destination`/tarballs, a few at once, and
 * returns what npm reported: `{ folder, name, tarball, files }` for each, in the order given.
 *
 * npm reads the whole node_modules tree of a folder it packs (its Arborist load), which costs most of the
 * pack and only matters for bundled dependencies or npm workspaces. So each package is packed from a copy
 * without its top-level node_modules; for any other package the tarball is byte for byte the same.
 */
export async function packTarballs(packages, destination) {
  for (const { manifest } of packages) refuseTreeDependentPacking(manifest)
  const tarballs = join(destination, 'tarballs')
  mkdirSync(tarballs, { recursive: true })
  return mapAtMost(availableParallelism(), packages, async ({ folder, dir }) => {
    const copy = join(destination, 'sources', folder)
    cpSync(dir, copy, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => source !== join(dir, 'node_modules'),
    })
    const { stdout } = await run(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', tarballs],
      {
        cwd: copy,
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    const [report] = JSON.parse(stdout)
    return {
      folder,
      name: report.name,
      tarball: join(tarballs, report.filename),
      files: report.files.map((file) => file.path),
    }
  })
}

// Packing from a copy leaves node_modules behind: refuse the two cases where npm would pack from it.
function refuseTreeDependentPacking(manifest) {
  const bundled = manifest.bundleDependencies ?? manifest.bundledDependencies
  if (bundled === true || (Array.isArray(bundled) && bundled.length > 0))
    throw new Error(
      `${manifest.name} bundles dependencies; packTarballs packs without node_modules, so it cannot pack it`,
    )
  if (manifest.workspaces)
    throw new Error(
      `${manifest.name} declares npm workspaces; packTarballs packs without node_modules, so it cannot pack it`,
    )
}

// At most `limit` of `work` running at once, the results in the order of `items`.
async function mapAtMost(limit, items, work) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
