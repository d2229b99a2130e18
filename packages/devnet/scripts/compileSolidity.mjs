// Compiles Solidity sources with solc-js: { [file]: text } in, { [contractName]: artifact } out.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import solc from 'solc'

const require = createRequire(import.meta.url)

const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  // No metadata hash in the code: a comment or a path change must not move the CREATE2 addresses.
  metadata: { bytecodeHash: 'none', appendCBOR: false },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

// Imports such as "@openzeppelin/contracts/..." resolve through node_modules.
function findImports(path) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch (error) {
    return { error: `Cannot resolve ${path}: ${error.message}` }
  }
}

export function compileSolidity(texts) {
  const sources = Object.fromEntries(Object.entries(texts).map(([file, content]) => [file, { content }]))
  const input = { language: 'Solidity', sources, settings }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const artifacts = {}
  for (const file of Object.keys(sources)) {
    for (const [name, contract] of Object.entries(output.contracts[file])) {
      // Interfaces declared beside a contract have no code to deploy.
      if (contract.evm.bytecode.object === '') continue
      artifacts[name] = {
        contractName: name,
        source: `contracts/${file}`,
        compiler: solc.version(),
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
      }
    }
  }
  return artifacts
}
