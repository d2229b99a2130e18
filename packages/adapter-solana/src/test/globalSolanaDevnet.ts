import { freePort, type SolanaDevnetDescription, startSolanaDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    solanaDevnet: SolanaDevnetDescription
  }
}

/** One Solana devnet (LiteSVM RPC) for the whole run, on free ports; stopped when the run ends. */
export default async function startGlobalSolanaDevnet(project: TestProject) {
  const {
    ledger: _ledger,
    stop,
    ...description
  } = await startSolanaDevnet({
    port: await freePort(),
    wsPort: await freePort(),
  })
  project.provide('solanaDevnet', description)
  return stop
}
