/** SPEC §3: the fields of a sign-in message (CAIP-122). */
export type SiwxMessageData = {
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  notBefore?: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
}

export type SiwxMessage = SiwxMessageData & { toString: () => string }

/** SPEC §3: a sign-in session. */
export type SiwxSession = { data: SiwxMessageData; message: string; signature: string; cacao?: unknown }
