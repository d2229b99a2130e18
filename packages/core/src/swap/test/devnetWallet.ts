import type { ChainAdapter } from '../../adapter/ChainAdapter'
import { formatDecimal } from '../../format/formatDecimal'

/** One JSON-RPC call to a devnet chain (anvil). */
export async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

export type Receipt = { status: string; gasUsed: string; effectiveGasPrice: string }

/** An ERC-20's balanceOf(owner), read by eth_call (selector 0x70a08231). */
export async function tokenBalance(url: string, token: string, owner: string): Promise<bigint> {
  const data = `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`
  return BigInt(await rpc<string>(url, 'eth_call', [{ to: token, data }, 'latest']))
}

/**
 * The wallet side of a ChainAdapter for core's swap tests, on a real chain: anvil signs for its unlocked
 * devnet accounts (eth_sendTransaction), receipts are awaited and a reverted one fails, balances are read
 * from the node. `reject` makes the next prompt a visitor's refusal (EIP-1193 4001).
 */
export function devnetWallet(rpcUrl: string) {
  const sent: {
    to: string
    data: string | undefined
    value: string
    gas: string | undefined
    hash: string
  }[] = []
  const receipts = new Map<string, Receipt>()
  let rejectNext = false
  const wallet: Pick<ChainAdapter, 'sendTransaction' | 'waitForTransaction' | 'getBalance'> = {
    sendTransaction: async ({ from, to, value, data, gas }) => {
      if (rejectNext) {
        rejectNext = false
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      const hash = await rpc<string>(rpcUrl, 'eth_sendTransaction', [
        {
          from,
          to,
          value: `0x${BigInt(value).toString(16)}`,
          ...(data ? { data } : {}),
          ...(gas ? { gas: `0x${BigInt(gas).toString(16)}` } : {}),
        },
      ])
      sent.push({ to, data, value, gas, hash })
      return hash
    },
    waitForTransaction: async ({ hash }) => {
      for (;;) {
        const receipt = await rpc<Receipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
        if (receipt) {
          receipts.set(hash, receipt)
          if (receipt.status !== '0x1') throw new Error(`transaction ${hash} reverted`)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    getBalance: async ({ address }) => ({
      balance: formatDecimal(BigInt(await rpc<string>(rpcUrl, 'eth_getBalance', [address, 'latest'])), 18),
      symbol: 'ETH',
    }),
  }
  return {
    wallet,
    sent,
    /** Wei a mined transaction cost: gas used × its effective gas price. */
    feeOf: (hash: string) => {
      const receipt = receipts.get(hash)
      if (!receipt) throw new Error(`no receipt for ${hash}`)
      return BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)
    },
    rejectNextPrompt: () => {
      rejectNext = true
    },
  }
}
