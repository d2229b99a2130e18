import type { PorticoClient } from '@portico/core'
import { createContext, type ReactNode } from 'react'

export const PorticoContext = createContext<PorticoClient | undefined>(undefined)

/** Gives the hooks below it this client; without a provider they use the client created last. */
export function PorticoProvider({ client, children }: { client: PorticoClient; children?: ReactNode }) {
  return <PorticoContext.Provider value={client}>{children}</PorticoContext.Provider>
}
