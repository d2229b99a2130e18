import { inject } from 'vitest'
import { workspacePackages } from '../../docs/workspacePackages.mjs'
import { packTarballs } from '../packTarballs.mjs'
import { onceInFolder } from './onceInFolder.mjs'
import { TARBALLS_FOLDER } from './tarballsFolder.globalSetup.mjs'

let packed

/**
 * Every package under packages/ packed once per test run and shared by every test file that asks:
 * a Map from package folder to `{ folder, name, tarball, files }`.
 */
export function workspaceTarballs() {
  packed ??= packOnce()
  return packed
}

async function packOnce() {
  const folder = inject(TARBALLS_FOLDER)
  if (!folder)
    throw new Error('no tarballs folder was provided: run the scripts suite with scripts/vitest.config.mjs')
  const entries = await onceInFolder(folder, () => packTarballs(workspacePackages(), folder))
  return new Map(entries.map((entry) => [entry.folder, entry]))
}
