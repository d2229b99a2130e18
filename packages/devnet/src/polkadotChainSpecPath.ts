import { fileURLToPath } from 'node:url'

/**
 * The raw "Kusama Local Testnet" spec shipped in chains/ (see chains/README.md). This file sits at
 * src/'s top level so the same relative path holds from src/ and from the bundled dist/.
 */
export function polkadotChainSpecPath(): string {
  return fileURLToPath(new URL('../chains/kusama-local-testnet.json', import.meta.url))
}
