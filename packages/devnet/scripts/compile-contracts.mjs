// Compiles contracts/*.sol with solc-js into artifacts/<Name>.json ({ abi, bytecode }).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const contractsDir = join(root, 'contracts')
const outDir = join(root, 'artifacts')

const sources = Object.fromEntries(
  readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
)

const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

// Imports such as "@openzeppelin/contracts/..." resolve through node_modules.
function findImports(path) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch (error) {
    return { error: `Cannot resolve ${path}: ${error.message}` }
  }
}

const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
if (errors.length > 0) {
  for (const error of errors) console.error(error.formattedMessage)
  process.exit(1)
}

mkdirSync(outDir, { recursive: true })
for (const file of Object.keys(sources)) {
  for (const [name, contract] of Object.entries(output.contracts[file])) {
    // Interfaces declared beside a contract have no code to deploy.
    if (contract.evm.bytecode.object === '') continue
    const artifact = {
      contractName: name,
      source: `contracts/${basename(file)}`,
      compiler: solc.version(),
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
    }
    writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`compiled ${name}`)
  }
}
