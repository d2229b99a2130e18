import { type CaipNetwork, formatDecimal } from '@portico/core'
import { chainCurrency } from '../chain/chainCurrency'
import { polkadotApiFor } from '../chain/polkadotApiFor'
import type { PolkadotAdapterContext } from '../context'
import type { NetworkMismatchError } from '../errors/NetworkMismatchError'

export type GetBalanceParameters = { address: string; caipNetwork: CaipNetwork }
/** SPEC §3's account balance and balanceSymbol: whole units as a decimal string, and the token's symbol. */
export type GetBalanceReturnType = { balance: string; symbol: string }
export type GetBalanceErrorType = NetworkMismatchError | Error

/** The account's free balance (`System.Account`), in the decimals and symbol the chain's properties give. */
export async function getBalance(
  context: PolkadotAdapterContext,
  { address, caipNetwork }: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  const api = await polkadotApiFor(context, caipNetwork)
  const { data } = await api.query.system.account(address)
  const { decimals, symbol } = chainCurrency(api)
  return { balance: formatDecimal(data.free.toBigInt(), decimals), symbol }
}
