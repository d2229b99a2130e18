import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The key under which the scripts suite's run-wide tarballs folder is provided to its tests. */
export const TARBALLS_FOLDER = 'porticoTarballsFolder'

// One empty folder per run: nothing is packed here, only when a test first asks (workspaceTarballs).
export default function setup({ provide }) {
  const folder = mkdtempSync(join(tmpdir(), 'portico-tarballs-'))
  provide(TARBALLS_FOLDER, folder)
  return () => rmSync(folder, { recursive: true, force: true })
}
