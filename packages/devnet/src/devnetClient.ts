import {
  type Account,
  type Chain,
  type Client,
  createWalletClient,
  defineChain,
  type Hash,
  type HttpTransport,
  http,
  type PublicActions,
  publicActions,
  type TestActions,
  type TransactionReceipt,
  testActions,
  WaitForTransactionReceiptTimeoutError,
  type WalletActions,
  type WalletRpcSchema,
} from 'viem'
import { DEVNET_RECEIPT_TIMEOUT_MS } from './constants'

export type DevnetClientParameters = {
  rpcUrl: string
  chainId: number
  name: string
  /** The local account that signs (its key never leaves this process). */
  account: Account
}

/** A wallet client on one devnet chain that also reads and speaks anvil's test methods. */
export type DevnetClient = Client<
  HttpTransport,
  Chain,
  Account,
  WalletRpcSchema,
  WalletActions<Chain, Account> & PublicActions<HttpTransport, Chain, Account> & TestActions
>

export function devnetClient({ rpcUrl, chainId, name, account }: DevnetClientParameters): DevnetClient {
  const chain = defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ account, chain, transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(testActions({ mode: 'anvil' }))
}

/** The receipt of a transaction once mined; one not mined within the bound throws, naming what it was for. */
export async function receiptOf(
  client: DevnetClient,
  hash: Hash,
  what: string,
  { pollingInterval = 50, timeoutMs = DEVNET_RECEIPT_TIMEOUT_MS } = {},
): Promise<TransactionReceipt> {
  try {
    return await client.waitForTransactionReceipt({ hash, pollingInterval, timeout: timeoutMs })
  } catch (error) {
    if (!(error instanceof WaitForTransactionReceiptTimeoutError)) throw error
    throw new Error(`${what} was not mined on ${client.chain.name} within ${timeoutMs} ms (${hash})`)
  }
}

/** The receipt of a transaction once mined; a reverted one throws, naming what it was for. */
export async function mined(client: DevnetClient, hash: Hash, what: string): Promise<TransactionReceipt> {
  const receipt = await receiptOf(client, hash, what)
  if (receipt.status !== 'success') throw new Error(`${what} reverted on ${client.chain.name}`)
  return receipt
}
