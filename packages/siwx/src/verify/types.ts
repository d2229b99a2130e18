import type { SiwxMessageData } from '@portico/core'

/** What one namespace's verifier gets: the signed text, its parsed fields and the wallet's answer. */
export type NamespaceVerifierParameters = {
  message: string
  data: SiwxMessageData
  signature: string
  publicKey?: string
  rpcUrl?: string
}

/** Whether the signature is the account's over the text; false, never a throw, for anything that does not verify. */
export type NamespaceVerifier = (parameters: NamespaceVerifierParameters) => Promise<boolean>
