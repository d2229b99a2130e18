import { createWalletClient, defineChain, hexToBigInt, http, type LocalAccount } from 'viem'
import { invalidParams } from './ProviderRpcError'
import type { KnownChain } from './walletState'

/** A transaction as a dapp sends it over EIP-1193: quantities are hex strings. */
export type RpcTransactionRequest = {
  from?: string
  to?: `0x${string}`
  value?: `0x${string}`
  data?: `0x${string}`
  gas?: `0x${string}`
  nonce?: `0x${string}`
}

const quantity = (value: `0x${string}` | undefined) => (value === undefined ? undefined : hexToBigInt(value))

/** Signs with the local key and sends the raw transaction to the chain's RPC; viem fills nonce, gas and fees. */
export async function signAndSendTransaction(
  account: LocalAccount,
  chain: KnownChain,
  request: RpcTransactionRequest,
): Promise<`0x${string}`> {
  if (request.to !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(request.to))
    throw invalidParams(`Invalid to address ${request.to}`)
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const nonce = request.nonce === undefined ? undefined : Number(hexToBigInt(request.nonce))
  return client.sendTransaction({
    to: request.to ?? null,
    value: quantity(request.value),
    data: request.data,
    gas: quantity(request.gas),
    nonce,
  })
}
