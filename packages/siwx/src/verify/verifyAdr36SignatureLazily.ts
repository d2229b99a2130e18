import type { VerifyAdr36SignatureParameters } from './verifyAdr36Signature'

export type { VerifyAdr36SignatureParameters }

/** The cosmos verifier's ADR-36 check for any signed text, loading cosmjs on first use like the verifiers. */
export async function verifyAdr36Signature(parameters: VerifyAdr36SignatureParameters): Promise<boolean> {
  return (await import('./verifyAdr36Signature')).verifyAdr36Signature(parameters)
}
