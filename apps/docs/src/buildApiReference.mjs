// The API reference: TypeDoc reads each package's built declarations (its public types, as a host sees
// them) and writes Markdown pages under pages/api/, which git ignores and every build writes anew.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { API_FOLDERS, apiPackage } from './apiPackages.mjs'

const docsDir = fileURLToPath(new URL('..', import.meta.url))
const typedoc = fileURLToPath(new URL('../node_modules/typedoc/bin/typedoc', import.meta.url))

for (const { name, folder, entry } of API_FOLDERS.map(apiPackage)) {
  const out = `pages/api/${folder}`
  rmSync(new URL(`../${out}`, import.meta.url), { recursive: true, force: true })
  execFileSync(
    process.execPath,
    [typedoc, '--options', 'typedoc.json', '--name', name, '--entryPoints', entry, '--out', out],
    { cwd: docsDir, stdio: 'inherit' },
  )
}
