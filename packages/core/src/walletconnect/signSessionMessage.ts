import { base58, base64, hex } from '@scure/base'
import { bitcoinMessageProtocol } from '../bitcoin/bitcoinMessageProtocol'
import type { WalletConnectNamespace } from './buildWalletConnectNamespaces'
import type { WalletConnectMessage, WalletConnectRequest } from './types'

type Request = <T>(request: WalletConnectRequest) => Promise<T>

/**
 * ChainAdapter.signMessage through a session, each namespace with its own WalletConnect method:
 * personal_sign (hex message, 0x signature), solana_signMessage (base58 both ways), and Bitcoin's
 * signMessage (the session account, with bitcoinMessageProtocol's choice; the hex signature given
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
      const params = { account, address, message, protocol: bitcoinMessageProtocol(address) }
      const { signature } = await request<{ signature: string }>({ chainId, method: 'signMessage', params })
      return base64.encode(hex.decode(signature.replace(/^0x/, '')))
    }
  }
}
