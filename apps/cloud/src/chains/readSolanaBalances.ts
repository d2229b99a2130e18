import { callRpc } from './callRpc'
import type { AssetBalance } from './readBalances'
import type { SolanaCloudChain } from './solanaCloudChain'

type TokenAccounts = {
  value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
}

/** SOL and every configured SPL token `owner` holds (all its token accounts of each mint), read from the node. */
export async function readSolanaBalances(chain: SolanaCloudChain, owner: string): Promise<AssetBalance[]> {
  const lamports = callRpc<{ value: number }>(chain.rpcUrl, 'getBalance', [
    owner,
    { commitment: 'confirmed' },
  ])
  const tokens = chain.tokens.map(async (token) => {
    const { value } = await callRpc<TokenAccounts>(chain.rpcUrl, 'getTokenAccountsByOwner', [
      owner,
      { mint: token.mint },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ])
    const amount = value.reduce(
      (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
      0n,
    )
    return {
      token: { address: token.mint },
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      amount,
    }
  })
  return [
    { token: undefined, name: 'Solana', symbol: 'SOL', decimals: 9, amount: BigInt((await lamports).value) },
    ...(await Promise.all(tokens)),
  ]
}
