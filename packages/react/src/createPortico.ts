import {
  createPortico as createCoreClient,
  type PorticoClient,
  type PorticoEnvironment,
  type PorticoOptions,
} from '@portico/core'

let lastCreated: PorticoClient | undefined

/** Core's createPortico, remembered so hooks work without a provider (ARCHITECTURE.md "The client"). */
export function createPortico(options: PorticoOptions, environment?: PorticoEnvironment): PorticoClient {
  lastCreated = createCoreClient(options, environment)
  return lastCreated
}

export function getLastCreatedClient(): PorticoClient | undefined {
  return lastCreated
}
