import { freePort, type PolkadotDevnetDescription, startPolkadotDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    polkadotDevnet: PolkadotDevnetDescription
  }
}

/** One local Polkadot chain (chopsticks) for the whole run, on a free port; stopped when the run ends. */
export default async function startGlobalPolkadotDevnet(project: TestProject) {
  const { stop, ...description } = await startPolkadotDevnet({ port: await freePort() })
  project.provide('polkadotDevnet', description)
  return stop
}
