import type { CaipNetwork } from '@portico/core'
import { readContracts } from '@wagmi/core'
import { type Address, erc20Abi, formatUnits } from 'viem'
import type { EvmAdapterContext } from '../context'

export type GetTokenBalanceParameters = { address: string; tokenAddress: string; caipNetwork: CaipNetwork }
export type GetTokenBalanceReturnType = { balance: string; symbol: string; decimals: number; value: bigint }
export type GetTokenBalanceErrorType = Error

/** An ERC-20 balance: raw value, and whole units as a decimal string, with the token's symbol. */
export async function getTokenBalance(
  { config }: EvmAdapterContext,
  { address, tokenAddress, caipNetwork }: GetTokenBalanceParameters,
): Promise<GetTokenBalanceReturnType> {
  const token = { address: tokenAddress as Address, abi: erc20Abi, chainId: Number(caipNetwork.id) } as const
  const [value, decimals, symbol] = await readContracts(config, {
    allowFailure: false,
    contracts: [
      { ...token, functionName: 'balanceOf', args: [address as Address] },
      { ...token, functionName: 'decimals' },
      { ...token, functionName: 'symbol' },
    ],
  })
  return { balance: formatUnits(value, decimals), symbol, decimals, value }
}
