import { REQUESTED_RPC_CALL_NOT_ALLOWED } from '@portico/core'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { checkAccount, signAsAccount } from './accountSignatures'
import { FrameError } from './frameErrors'

export type EvmNetwork = { chainId: number; rpcUrl: string }

/** SPEC §7 wallet methods that read the chain: the frame forwards them to the network's node as they are. */
const READ_METHOD = /^(eth|net|web3)_[A-Za-z0-9_]+$/
/** Node-side signing (the node's keys) is never forwarded: the frame signs with its own key or refuses. */
const NODE_SIGNING = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v3'])

type RpcTransaction = { from?: Hex; to?: Hex; value?: Hex; data?: Hex; gas?: Hex; nonce?: Hex }

/** The network as viem's chain (the frame knows only its id and node). */
export function chainOf({ chainId, rpcUrl }: EvmNetwork): Chain {
  return defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/** The EVM methods of the frame's own key (SPEC §7 wallet RPC methods); the key stays in this closure. */
export function createEvmRpc(privateKey: Hex, network: () => EvmNetwork) {
  const account = privateKeyToAccount(privateKey)
  const clients = () => {
    const chain = chainOf(network())
    const transport = http(network().rpcUrl, { retryCount: 0 })
    return {
      wallet: createWalletClient({ account, chain, transport }),
      public: createPublicClient({ chain, transport }),
    }
  }

  return async function request(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return numberToHex(network().chainId)
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        return signAsAccount(account, method, list)
      case 'eth_sendTransaction':
      case 'wallet_sendTransaction': {
        const [transaction] = list as [RpcTransaction | undefined]
        if (!transaction) throw new FrameError('eth_sendTransaction needs a transaction')
        if (transaction.from) checkAccount(account.address, transaction.from)
        // viem checks the node's chain id against the frame's before it signs.
        return clients().wallet.sendTransaction({
          to: transaction.to,
          value: transaction.value === undefined ? undefined : BigInt(transaction.value),
          data: transaction.data,
          gas: transaction.gas === undefined ? undefined : BigInt(transaction.gas),
          nonce: transaction.nonce === undefined ? undefined : Number(transaction.nonce),
        })
      }
      default:
        if (READ_METHOD.test(method) && !NODE_SIGNING.has(method))
          return clients().public.request({ method, params: list } as never)
        throw new FrameError(REQUESTED_RPC_CALL_NOT_ALLOWED, 4200)
    }
  }
}
