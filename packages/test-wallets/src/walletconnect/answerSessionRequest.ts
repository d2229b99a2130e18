import {
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isAddressEqual,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { type TestWalletMethod, UNKNOWN_ACCOUNT_MESSAGE, UNKNOWN_CHAIN_MESSAGE } from './constants'

export type TestWalletChain = { chainId: number; rpcUrl: string }

/** eth_sendTransaction's one parameter, as dapps send it (quantities in hex). */
type TransactionRequest = { from: Address; to?: Address; value?: Hex; data?: Hex; gas?: Hex; nonce?: Hex }

export class TestWalletRequestError extends Error {
  override name = 'TestWalletRequestError'
}

function accountFor(accounts: readonly PrivateKeyAccount[], address: string): PrivateKeyAccount {
  const account = accounts.find((candidate) => isAddressEqual(candidate.address, address as Address))
  if (!account) throw new TestWalletRequestError(UNKNOWN_ACCOUNT_MESSAGE)
  return account
}

function chainFor(chains: readonly TestWalletChain[], caipChainId: string): Chain {
  const chainId = Number(caipChainId.split(':')[1])
  const chain = chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new TestWalletRequestError(UNKNOWN_CHAIN_MESSAGE)
  return defineChain({
    id: chain.chainId,
    name: `eip155:${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/**
 * What a real wallet does with each request: personal_sign and eth_signTypedData_v4 signed with the
 * key of the address asked for; eth_sendTransaction signed locally and sent raw to the chain's RPC.
 */
export async function answerSessionRequest(
  { method, params, chainId }: { method: TestWalletMethod; params: unknown; chainId: string },
  accounts: readonly PrivateKeyAccount[],
  chains: readonly TestWalletChain[],
): Promise<unknown> {
  switch (method) {
    case 'personal_sign': {
      const [message, address] = params as [Hex, string]
      return accountFor(accounts, address).signMessage({ message: { raw: message } })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = params as [string, string | TypedDataDefinition]
      const definition = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
      return accountFor(accounts, address).signTypedData(definition as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      const [transaction] = params as [TransactionRequest]
      const account = accountFor(accounts, transaction.from)
      const chain = chainFor(chains, chainId)
      const client = createWalletClient({ account, chain, transport: http(chain.rpcUrls.default.http[0]) })
      return client.sendTransaction({
        to: transaction.to ?? null,
        ...(transaction.value ? { value: hexToBigInt(transaction.value) } : {}),
        ...(transaction.data ? { data: transaction.data } : {}),
        ...(transaction.gas ? { gas: hexToBigInt(transaction.gas) } : {}),
        ...(transaction.nonce ? { nonce: Number(hexToBigInt(transaction.nonce)) } : {}),
      })
    }
  }
}
