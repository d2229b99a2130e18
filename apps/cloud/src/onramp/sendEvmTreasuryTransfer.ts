import { type Address, createWalletClient, defineChain, erc20Abi, type Hash, http, publicActions } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import type { CloudChain } from '../chains/cloudChain'
import { TREASURY_RECEIPT_TIMEOUT_MS } from './onrampConstants'

/** Sends `amount` of the chain's native currency (no token) or of an ERC-20 to `to`; resolves with the hash once mined, throws if it reverted. */
export async function sendEvmTreasuryTransfer(
  chain: CloudChain,
  treasury: LocalAccount,
  transfer: { to: Address; amount: bigint; token?: Address },
): Promise<Hash> {
  const client = createWalletClient({
    account: treasury,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  const hash = transfer.token
    ? await client.writeContract({
        address: transfer.token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [transfer.to, transfer.amount],
      })
    : await client.sendTransaction({ to: transfer.to, value: transfer.amount })
  const receipt = await client.waitForTransactionReceipt({
    hash,
    timeout: TREASURY_RECEIPT_TIMEOUT_MS,
    pollingInterval: Math.max(50, Math.floor((chain.blockTimeMs ?? 12_000) / 2)),
  })
  if (receipt.status !== 'success') throw new Error(`transfer ${hash} reverted`)
  return hash
}
