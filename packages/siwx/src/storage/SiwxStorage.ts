import type { SiwxMessageInput, SiwxSession } from '@portico/core'

/** Where createSiwx keeps sign-in sessions: the browser (localSiwxStorage) or a host's own server. */
export type SiwxStorage = {
  add: (session: SiwxSession) => Promise<void>
  /** The sessions of one account on one network (CAIP-2 id). */
  get: (chainId: string, address: string) => Promise<SiwxSession[]>
  /** Replaces every kept session. */
  set: (sessions: SiwxSession[]) => Promise<void>
  delete: (chainId: string, address: string) => Promise<void>
  /** A nonce the host's server issued for this account; without it createSiwx makes one (createNonce). */
  getNonce?: (input: SiwxMessageInput) => Promise<string>
}
