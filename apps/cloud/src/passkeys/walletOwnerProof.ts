import { type Hex, verifyMessage } from 'viem'
import { passkeyEnrolmentMessageFor } from './passkeyEnrolmentMessage'

/**
 * Whether `signature` is the wallet key's EIP-191 signature of the enrolment message for `challenge`: only a
 * device that holds the wallet (its device share with the auth share) can make it.
 */
export async function isWalletOwnerProof(
  ownerAddress: string,
  challenge: string,
  signature: string,
): Promise<boolean> {
  try {
    return await verifyMessage({
      address: ownerAddress as Hex,
      message: passkeyEnrolmentMessageFor(challenge),
      signature: signature as Hex,
    })
  } catch {
    // A malformed signature proves nothing.
    return false
  }
}
