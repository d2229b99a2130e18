import { base58, base64, hex } from '@scure/base'
import type { WalletConnectNamespace } from './buildWalletConnectNamespaces'
import type { WalletConnectMessage, WalletConnectRequest } from './types'

type Request = <T>(request: WalletConnectRequest) => Promise<T>

/** Taproot (BIP-86) addresses sign with BIP-322: there is no ECDSA form for them. */
export const isTaprootAddress = (address: string) => /^(bc|tb|bcrt)1p/i.test(address)

/**
 * ChainAdapter.signMessage through a session, each namespace with its own WalletConnect method:
 * personal_sign (hex message, 0x signature), solana_signMessage (base58 both ways), and Bitcoin's
 * signMessage (the session account, BIP-322 for taproot and ECDSA otherwise; the hex signature given
 * back base64, as Bitcoin wallets and BIP-322 verifiers write it).
 */
export async function signSessionMessage(
  request: Request,
  namespace: WalletConnectNamespace,
  chainId: string,
  account: string,
  { address, message }: WalletConnectMessage,
): Promise<string> {
  const bytes = new TextEncoder().encode(message)
  switch (namespace) {
    case 'eip155':
      return request<string>({
        chainId,
        method: 'personal_sign',
        params: [`0x${hex.encode(bytes)}`, address],
      })
    case 'solana': {
      const params = { message: base58.encode(bytes), pubkey: address }
      const { signature } = await request<{ signature: string }>({
        chainId,
        method: 'solana_signMessage',
        params,
      })
      return signature
    }
    case 'bip122': {
      const protocol = isTaprootAddress(address) ? 'bip322' : 'ecdsa'
      const params = { account, address, message, protocol }
      const { signature } = await request<{ signature: string }>({ chainId, method: 'signMessage', params })
      return base64.encode(hex.decode(signature.replace(/^0x/, '')))
    }
  }
}
