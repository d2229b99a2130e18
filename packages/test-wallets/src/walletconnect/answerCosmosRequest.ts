import type { StdSignDoc } from '@cosmjs/amino'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { COSMOS_REQUEST_REJECTED } from '../cosmos/constants'
import type { CosmosTestWallet } from '../cosmos/createCosmosTestWallet'
import { TestWalletRequestError } from './answerSessionRequest'
import type { TestWalletCosmosMethod } from './constants'
import { rethrowRefusal } from './UserRejectedError'

/** cosmos_signDirect's sign doc: the protobuf parts base64, the account number a decimal string. */
type DirectSignDocJson = { chainId: string; accountNumber: string; authInfoBytes: string; bodyBytes: string }
type SignParams<doc> = { signerAddress?: string; signDoc?: doc }

function signing<doc>(method: string, params: unknown): { signer: string; signDoc: doc } {
  const { signerAddress, signDoc } = (params ?? {}) as SignParams<doc>
  if (typeof signerAddress !== 'string' || typeof signDoc !== 'object' || signDoc === null)
    throw new TestWalletRequestError(`${method} needs a signerAddress and a signDoc`)
  return { signer: signerAddress, signDoc }
}

/**
 * WalletConnect's Cosmos RPC, answered by the wallet's Keplr-compatible part on the request's chain:
 * cosmos_getAccounts gives the active account with its base64 public key; cosmos_signAmino and
 * cosmos_signDirect sign as Keplr's signAmino and signDirect do (an ADR-36 doc too, for sign-in) and answer
 * `{ signature: { pub_key, signature }, signed }`. The user's refusal is WalletConnect's USER_REJECTED.
 */
export async function answerCosmosRequest(
  { method, params, chainId }: { method: TestWalletCosmosMethod; params: unknown; chainId: string },
  wallet: CosmosTestWallet,
): Promise<unknown> {
  const refused = rethrowRefusal(COSMOS_REQUEST_REJECTED)
  const chain = chainId.slice(chainId.indexOf(':') + 1)
  switch (method) {
    case 'cosmos_getAccounts': {
      const key = await wallet.provider.getKey(chain)
      return [{ algo: key.algo, address: key.bech32Address, pubkey: toBase64(key.pubKey) }]
    }
    case 'cosmos_signAmino': {
      const { signer, signDoc } = signing<StdSignDoc>(method, params)
      return wallet.provider.signAmino(chain, signer, signDoc).catch(refused)
    }
    case 'cosmos_signDirect': {
      const { signer, signDoc } = signing<DirectSignDocJson>(method, params)
      const { signed, signature } = await wallet.provider
        .signDirect(chain, signer, {
          chainId: signDoc.chainId,
          accountNumber: BigInt(signDoc.accountNumber),
          authInfoBytes: fromBase64(signDoc.authInfoBytes),
          bodyBytes: fromBase64(signDoc.bodyBytes),
        })
        .catch(refused)
      return {
        signature,
        signed: {
          chainId: signed.chainId,
          accountNumber: signed.accountNumber.toString(),
          authInfoBytes: toBase64(signed.authInfoBytes),
          bodyBytes: toBase64(signed.bodyBytes),
        },
      }
    }
  }
}
