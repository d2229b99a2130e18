import { base58, base64, hex } from '@scure/base'
import { bitcoinMessageProtocol } from '../bitcoin/bitcoinMessageProtocol'
import { adr36SignDoc } from './adr36SignDoc'
import { polkadotMessageData } from './polkadotMessageData'
import type { WalletConnectMessage, WalletConnectRequest } from './types'
import type { WalletConnectNamespace } from './walletConnectNamespaces'

type Request = <T>(request: WalletConnectRequest) => Promise<T>

/**
 * ChainAdapter.signMessage through a session, each namespace with its own WalletConnect method:
 * personal_sign (hex message, 0x signature), solana_signMessage (base58 both ways), Bitcoin's
 * signMessage (the session account, with bitcoinMessageProtocol's choice; the hex signature given
 * back base64, as Bitcoin wallets and BIP-322 verifiers write it), polkadot_signMessage (the
 * `<Bytes>`-wrapped text, as extensions sign it; 0x signature) and cosmos_signAmino of the text's
 * ADR-36 doc (base64 signature, as Keplr's signArbitrary gives it).
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
    case 'polkadot': {
      const data = polkadotMessageData(message)
      // Reown's reference names the bytes `data` (SignerPayloadRaw); wallets built on WalletConnect's
      // example wallet read `message`: both carry the same wrapped bytes.
      const params = { address, data, type: 'bytes', message: data }
      const { signature } = await request<{ signature: string }>({
        chainId,
        method: 'polkadot_signMessage',
        params,
      })
      return signature
    }
    case 'cosmos': {
      const params = { signerAddress: address, signDoc: adr36SignDoc(address, message) }
      const { signature } = await request<{ signature: { signature: string } }>({
        chainId,
        method: 'cosmos_signAmino',
        params,
      })
      return signature.signature
    }
  }
}
