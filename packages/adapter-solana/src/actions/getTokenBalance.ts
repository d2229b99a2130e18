import { type CaipNetwork, formatDecimal } from '@portico/core'
import { getAssociatedTokenAddressSync, unpackAccount, unpackMint } from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import type { SolanaAdapterContext } from '../context'
import { provideBufferGlobal } from '../transactions/provideBufferGlobal'

export type GetTokenBalanceParameters = { address: string; mint: string; caipNetwork: CaipNetwork }
export type GetTokenBalanceReturnType = { balance: string; amount: bigint; decimals: number }
export type GetTokenBalanceErrorType = Error

/** An SPL token balance of the owner's associated token account; zero when it has none yet. */
export async function getTokenBalance(
  context: SolanaAdapterContext,
  { address, mint, caipNetwork }: GetTokenBalanceParameters,
): Promise<GetTokenBalanceReturnType> {
  provideBufferGlobal()
  const connection = context.connectionFor(caipNetwork)
  const mintKey = new PublicKey(mint)
  const mintAccount = await connection.getAccountInfo(mintKey)
  if (!mintAccount) throw new Error(`No SPL mint at ${mint}`)
  const programId = mintAccount.owner
  const { decimals } = unpackMint(mintKey, mintAccount, programId)
  const tokenAccount = getAssociatedTokenAddressSync(mintKey, new PublicKey(address), true, programId)
  const info = await connection.getAccountInfo(tokenAccount)
  const amount = info ? unpackAccount(tokenAccount, info, programId).amount : 0n
  return { balance: formatDecimal(amount, decimals), amount, decimals }
}
