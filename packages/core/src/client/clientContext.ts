import type { PorticoContext } from './context'

/**
 * Where a client keeps its context for core's lazy entries (`@portico/core/names`, `/swap`, `/onramp`):
 * a registry symbol, because each entry is built as its own bundle and must find the same key. Feature
 * actions take the client, as wagmi's take a config, so a new feature adds nothing to core's first chunk.
 */
// Typed as plain `symbol`: a unique symbol would appear in PorticoClient's type, which hosts' declarations
// (react's PorticoContext) cannot name without core exporting it from the first chunk (TS4023).
export const CLIENT_CONTEXT: symbol = Symbol.for('portico.clientContext')

/** The context behind a client made by createPortico; a feature action given anything else fails clearly. */
export function contextOf(client: object): PorticoContext {
  const context = (client as Record<symbol, PorticoContext | undefined>)[CLIENT_CONTEXT]
  if (!context) throw new TypeError('Expected a Portico client made by createPortico')
  return context
}
