import type { PorticoClient } from '@portico/core'
import { useContext } from 'react'
import { getLastCreatedClient } from './createPortico'
import { PorticoContext } from './PorticoProvider'

export class PorticoClientMissingError extends Error {
  override name = 'PorticoClientMissingError'
  constructor() {
    super('No Portico client: call createPortico() or wrap the tree in <PorticoProvider client={…}>')
  }
}

/** The client from <PorticoProvider>, else the one created last. */
export function usePorticoClient(): PorticoClient {
  const client = useContext(PorticoContext) ?? getLastCreatedClient()
  if (!client) throw new PorticoClientMissingError()
  return client
}
