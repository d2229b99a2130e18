import { type CaipNetwork, formatDecimal } from '@portico/core'
import { PublicKey } from '@solana/web3.js'
import type { SolanaAdapterContext } from '../context'

export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }
export type GetBalanceReturnType = { balance: string; symbol: string }
export type GetBalanceErrorType = Error

/** The SOL balance, in whole SOL as a decimal string (SPEC §3's account balance and symbol). */
export async function getBalance(
  context: SolanaAdapterContext,
  { address, caipNetwork }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const lamports = await context.connectionFor(caipNetwork).getBalance(new PublicKey(address))
  const { decimals, symbol } = caipNetwork.nativeCurrency
  return { balance: formatDecimal(BigInt(lamports), decimals), symbol }
}
