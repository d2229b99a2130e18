import { type Address, type Hex, parseGwei, type TransactionReceipt } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { type DevnetClient, receiptOf } from '../devnetClient'

/** One transaction of a sequence: a call, or a deployment when `to` is absent. */
export type OrderedStep = { what: string; to?: Address; data: Hex; value?: bigint }

/** Room for the largest step (Router02's deployment uses ~5M), under anvil's 30M block gas limit. */
const STEP_GAS_LIMIT = 10_000_000n
const PRIORITY_FEE = parseGwei('1')

/**
 * Signs every step with consecutive nonces and sends them at once, with fixed gas instead of an
 * estimate each (a later step depends on an earlier one): anvil mines them in nonce order. Resolves
 * with their receipts; a step that reverted throws, naming it.
 */
export async function sendInOrder(
  client: DevnetClient,
  account: HDAccount,
  steps: readonly OrderedStep[],
): Promise<TransactionReceipt[]> {
  const [firstNonce, block] = await Promise.all([
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.getBlock(),
  ])
  const maxFeePerGas = (block.baseFeePerGas ?? 0n) * 2n + PRIORITY_FEE
  const hashes: Hex[] = []
  for (const [index, step] of steps.entries()) {
    const serializedTransaction = await account.signTransaction({
      type: 'eip1559',
      chainId: client.chain.id,
      nonce: firstNonce + index,
      gas: STEP_GAS_LIMIT,
      maxFeePerGas,
      maxPriorityFeePerGas: PRIORITY_FEE,
      ...(step.to ? { to: step.to } : {}),
      data: step.data,
      value: step.value ?? 0n,
    })
    hashes.push(await client.sendRawTransaction({ serializedTransaction }))
  }
  const last = hashes.at(-1)
  if (last)
    await receiptOf(client, last, `${steps.at(-1)?.what} (the last of ${steps.length} steps)`, {
      pollingInterval: 20,
    })
  const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
  receipts.forEach((receipt, index) => {
    if (receipt.status !== 'success')
      throw new Error(`${steps[index]?.what} reverted on ${client.chain.name}`)
  })
  return receipts
}
