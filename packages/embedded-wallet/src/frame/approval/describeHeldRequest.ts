import { type CaipNetwork, describeRequest, type RequestDetails } from '@portico/core'
import { base58, base64 } from '@scure/base'
import type { RpcRequestPayload } from '../../protocol/frameEvents'

/** The currency the frame signs in: it knows a network only by its id and node, so the native unit is assumed. */
const nativeCurrency = (namespace: 'eip155' | 'solana') =>
  namespace === 'solana'
    ? { name: 'Solana', symbol: 'SOL', decimals: 9 }
    : { name: 'Ether', symbol: 'ETH', decimals: 18 }

const decodeOr = (decode: (text: string) => Uint8Array, value: unknown): Uint8Array | undefined => {
  try {
    return typeof value === 'string' ? decode(value) : undefined
  } catch {
    return undefined
  }
}

/** What an unsafe request asks, read by the frame from the parameters it signs (Solana's in WalletConnect's shapes). */
export function describeHeldRequest({ namespace, method, params }: RpcRequestPayload): RequestDetails {
  const network = { nativeCurrency: nativeCurrency(namespace) } as CaipNetwork
  if (namespace === 'solana') {
    const { message, transaction } = (params ?? {}) as { message?: unknown; transaction?: unknown }
    const bytes =
      method === 'solana_signMessage'
        ? decodeOr(base58.decode, message)
        : decodeOr(base64.decode, transaction)
    return describeRequest('solana', method, bytes ?? params, network)
  }
  return describeRequest('eip155', method, params, network)
}
