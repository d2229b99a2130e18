import type { DisconnectParameters } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'

/** Disconnects one namespace, or every connected one when none is named (SPEC §4). */
export function useDisconnect() {
  const client = usePorticoClient()
  return { disconnect: (parameters?: DisconnectParameters) => client.disconnect(parameters) }
}
