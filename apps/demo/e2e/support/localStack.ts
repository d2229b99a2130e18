import type { APIRequestContext } from '@playwright/test'
import { getDevnetAccounts } from '@portico/devnet'
import { type Address, createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

type DevnetChain = { name: string; chainId: number; rpcUrl: string; contracts: { DUSD: Address } }
export type TestChain = DevnetChain & { client: PublicClient }

/** The devnet the stack runs, as the demo page reads it. */
export async function readDevnet(request: APIRequestContext): Promise<{ l1: TestChain; l2: TestChain }> {
  const response = await request.get('/portico/devnet.json')
  const { chains } = (await response.json()) as { chains: DevnetChain[] }
  const chain = (chainId: number): TestChain => {
    const found = chains.find((candidate) => candidate.chainId === chainId)
    if (!found) throw new Error(`the devnet has no chain ${chainId}`)
    return { ...found, client: createPublicClient({ transport: http(found.rpcUrl) }) }
  }
  return { l1: chain(31337), l2: chain(31338) }
}

/** The demo wallet's address: devnet account index 1 (installDevnetWallet of @portico/test-wallets). */
export function demoWalletAddress(): Address {
  const account = getDevnetAccounts()[1]
  if (!account) throw new Error('devnet account 1 missing')
  return account.address
}

/** An address no test used before, so tests never depend on each other's transfers. */
export function freshAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address
}

export async function readDusd(chain: TestChain, address: Address): Promise<bigint> {
  return chain.client.readContract({
    address: chain.contracts.DUSD,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

/** The cloud the demo page talks to (its /portico/stack.json). */
export async function cloudUrl(request: APIRequestContext): Promise<string> {
  const { cloudUrl } = (await (await request.get('/portico/stack.json')).json()) as {
    cloudUrl: string | null
  }
  if (!cloudUrl) throw new Error('the stack names no cloud')
  return cloudUrl
}
