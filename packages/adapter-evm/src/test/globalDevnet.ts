import { type DevnetDescription, freeDevnetPorts, startDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetDescription
  }
}

/** One devnet (both anvil chains) for the whole run, on free ports; stopped when the run ends. */
export default async function startGlobalDevnet(project: TestProject) {
  const devnet = await startDevnet({ ports: await freeDevnetPorts() })
  const { stop, ...description } = devnet
  project.provide('devnet', description)
  return stop
}
