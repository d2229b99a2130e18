import type { CaipNetwork } from '@portico/core'
import { getBalance as wagmiGetBalance } from '@wagmi/core'
import { type Address, formatUnits } from 'viem'
import type { EvmAdapterContext } from '../context'

export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }
export type GetBalanceReturnType = { balance: string; symbol: string }
export type GetBalanceErrorType = Error

/** The native balance, in whole units as a decimal string (SPEC §3's account balance and symbol). */
export async function getBalance(
  { config }: EvmAdapterContext,
  { address, caipNetwork }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const { value, decimals, symbol } = await wagmiGetBalance(config, {
    address: address as Address,
    chainId: Number(caipNetwork.id),
  })
  return { balance: formatUnits(value, decimals), symbol }
}
