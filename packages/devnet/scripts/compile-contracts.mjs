// Compiles contracts/*.sol into artifacts/<Name>.json ({ abi, bytecode }).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileSolidity } from './compileSolidity.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const contractsDir = join(root, 'contracts')
const outDir = join(root, 'artifacts')

const texts = Object.fromEntries(
  readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .map((file) => [file, readFileSync(join(contractsDir, file), 'utf8')]),
)

let artifacts
try {
  artifacts = compileSolidity(texts)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
mkdirSync(outDir, { recursive: true })
for (const [name, artifact] of Object.entries(artifacts)) {
  writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
  console.log(`compiled ${name}`)
}
