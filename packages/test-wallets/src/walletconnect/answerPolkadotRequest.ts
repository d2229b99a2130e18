import { isHex, stringToU8a, u8aEq, u8aToHex } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { POLKADOT_SIGNING_CANCELLED } from '../polkadot/constants'
import type { PolkadotTestWallet } from '../polkadot/createPolkadotTestWallet'
import type { PolkadotSignerPayload } from '../polkadot/encodeSignerPayload'
import { TestWalletRequestError } from './answerSessionRequest'
import type { TestWalletPolkadotMethod } from './constants'
import { rethrowRefusal } from './UserRejectedError'

/** The signer of the wallet's Polkadot extension, once it allowed the session. */
export type PolkadotSigner = Awaited<ReturnType<PolkadotTestWallet['provider']['enable']>>['signer']

type SignMessageParams = { address?: string; data?: string; message?: string; type?: string }
type SignTransactionParams = { address?: string; transactionPayload?: PolkadotSignerPayload }

const samePublicKey = (left: string, right: string) => u8aEq(decodeAddress(left), decodeAddress(right))

/**
 * WalletConnect's Polkadot RPC, answered by the wallet's extension as polkadot{.js} would sign: for
 * polkadot_signMessage, signRaw of the bytes (`data`, or `message` as WalletConnect's example wallet reads
 * it; text is taken as UTF-8), which wraps them in `<Bytes>…</Bytes>` unless they are; for
 * polkadot_signTransaction, signPayload of the extrinsic payload. Both answer `{ signature }` (0x hex);
 * the user's refusal is WalletConnect's USER_REJECTED.
 */
export async function answerPolkadotRequest(
  { method, params }: { method: TestWalletPolkadotMethod; params: unknown },
  signer: PolkadotSigner,
): Promise<{ signature: `0x${string}` }> {
  const refused = rethrowRefusal(POLKADOT_SIGNING_CANCELLED)
  switch (method) {
    case 'polkadot_signMessage': {
      const { address, data, message, type } = (params ?? {}) as SignMessageParams
      const bytes = data ?? message
      if (typeof address !== 'string' || typeof bytes !== 'string')
        throw new TestWalletRequestError('polkadot_signMessage needs an address and the data to sign')
      if (type === 'payload')
        throw new TestWalletRequestError('Transactions are signed with polkadot_signTransaction')
      const hexData = isHex(bytes) ? bytes : u8aToHex(stringToU8a(bytes))
      const { signature } = await signer.signRaw({ address, data: hexData, type: 'bytes' }).catch(refused)
      return { signature }
    }
    case 'polkadot_signTransaction': {
      const { address, transactionPayload } = (params ?? {}) as SignTransactionParams
      if (typeof address !== 'string' || typeof transactionPayload?.address !== 'string')
        throw new TestWalletRequestError('polkadot_signTransaction needs an address and a transactionPayload')
      // Reown's reference: the payload's address must be the signer's.
      if (!samePublicKey(address, transactionPayload.address))
        throw new TestWalletRequestError('The transaction payload is not for this address')
      const { signature } = await signer.signPayload(transactionPayload).catch(refused)
      return { signature }
    }
  }
}
