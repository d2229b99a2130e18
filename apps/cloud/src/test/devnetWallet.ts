import type { Devnet } from '@portico/devnet'
import {
  type Account,
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  publicActions,
  type TransactionReceipt,
} from 'viem'

type DevnetChain = Devnet['chains'][number]
/** A devnet chain, or a bare anvil without the fixture tokens. */
type WalletChain = Pick<DevnetChain, 'chainId' | 'name' | 'rpcUrl'> & { contracts?: DevnetChain['contracts'] }

export type DevnetWallet = {
  /** `gas` skips the estimate, so a transaction bound to revert is still sent. */
  sendEth: (to: Address, value: bigint, gas?: bigint) => Promise<TransactionReceipt>
  sendToken: (
    symbol: keyof DevnetChain['contracts'],
    to: Address,
    amount: bigint,
  ) => Promise<TransactionReceipt>
  /** A call as a client builds it from the cloud's answer (legacy gas price, as Reown's clients send). */
  sendCall: (call: {
    to: Address
    data: Hex
    value?: bigint
    gas?: bigint
    gasPrice?: bigint
  }) => Promise<TransactionReceipt>
}

/** A wallet on one devnet chain that sends ETH, a fixture token or a built call, and waits for the receipt. */
export function devnetWallet(chain: WalletChain, account: Account): DevnetWallet {
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  const mined = async (hash: `0x${string}`) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return {
    sendEth: async (to, value, gas) =>
      mined(await client.sendTransaction({ to, value, ...(gas ? { gas } : {}) })),
    sendCall: async (call) => mined(await client.sendTransaction(call)),
    sendToken: async (symbol, to, amount) => {
      if (!chain.contracts) throw new Error(`chain ${chain.chainId} has no fixture tokens`)
      return mined(
        await client.writeContract({
          address: chain.contracts[symbol],
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      )
    },
  }
}
