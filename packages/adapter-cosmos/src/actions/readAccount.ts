import { toBase64 } from '@cosmjs/encoding'
import type { ConnectionAccount } from '@portico/core'
import type { KeplrLikeProvider } from '../wallets/KeplrLikeProvider'

/** The wallet's account on a chain: its bech32 address and (SPEC §3) its base64 secp256k1 public key. */
export async function readAccount(provider: KeplrLikeProvider, chainId: string): Promise<ConnectionAccount> {
  const key = await provider.getKey(chainId)
  return { address: key.bech32Address, type: 'eoa', publicKey: toBase64(key.pubKey) }
}
