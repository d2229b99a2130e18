import type { Network } from '../networks/defineNetwork'

/**
 * SPEC §3's network as the client holds it: a defined Network, or (with `unknown`) the placeholder
 * for a wallet's network outside the configured list (SPEC §4's account sync).
 */
export type CaipNetwork = Network & { unknown?: true }
