import type { CaipNetworkId, ChainNamespace } from '../namespaces'

/** A namespace's account as the server may render it before the browser reconnects. */
export type InitialAccount = { connectorId: string; address: string; caipNetworkId?: CaipNetworkId }

/**
 * What a returning visitor was connected to, read on the server from the request's cookie
 * (`cookieToInitialState`) and given to `createPortico({ initialState })` on both sides, so the server
 * renders the account and the browser hydrates into the same markup.
 */
export type PorticoInitialState = {
  activeNamespace?: ChainNamespace
  accounts: Partial<Record<ChainNamespace, InitialAccount>>
}

/** The one cookie `cookieStorage` keeps for the server: small, and only what rendering needs. */
export const SESSION_COOKIE = 'portico.session'
