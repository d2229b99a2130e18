import type { PorticoClient } from '@portico/core'
import { type Context, createContext, type ReactNode } from 'react'

// Typed by hand: the inferred type names core's client-context symbol, which tsc cannot emit (TS4023).
export const PorticoContext: Context<PorticoClient | undefined> = createContext<PorticoClient | undefined>(
  undefined,
)

/** Gives the hooks below it this client; without a provider they use the client created last. */
export function PorticoProvider({ client, children }: { client: PorticoClient; children?: ReactNode }) {
  return <PorticoContext.Provider value={client}>{children}</PorticoContext.Provider>
}
