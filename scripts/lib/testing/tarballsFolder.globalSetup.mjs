import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The key under which the scripts suite's run-wide tarballs folder is provided to its tests. */
export const TARBALLS_FOLDER = 'porticoTarballsFolder'

// One empty folder per run: nothing is packed here, only when a test first asks (workspaceTarballs).
export default function setup(project) {
  const folder = mkdtempSync(join(tmpdir(), 'portico-tarballs-'))
  project.provide(TARBALLS_FOLDER, folder)
  // In watch mode a rerun may follow a rebuild: it packs afresh rather than test the last run's tarballs.
  project.onTestsRerun(() => {
    rmSync(folder, { recursive: true, force: true })
    mkdirSync(folder)
  })
  return () => rmSync(folder, { recursive: true, force: true })
}
