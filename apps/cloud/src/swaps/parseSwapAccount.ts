import { type Address, getAddress } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../constants'
import { HttpError, invalidParameterMessage } from '../errors'

/** An EVM account or asset a swap route names: its chain when given as CAIP-10, and its address. */
export type SwapAccount = { chainId: number | undefined; address: Address; native: boolean }

/**
 * `eip155:{chainId}:0x…` or a bare `0x…` (SPEC §3: addresses use namespace:chain-id:address), the native
 * currency being Reown's `0xeeee…eeee`; anything else is 400 naming the parameter.
 */
export function parseSwapAccount(value: string, parameter: string): SwapAccount {
  const match = /^(?:eip155:(\d+):)?(0x[0-9a-fA-F]{40})$/.exec(value)
  if (!match?.[2]) throw new HttpError(400, invalidParameterMessage(parameter))
  return {
    chainId: match[1] === undefined ? undefined : Number(match[1]),
    address: getAddress(match[2]),
    native: match[2].toLowerCase() === NATIVE_TOKEN_ADDRESS,
  }
}

/** A CAIP-10 asset whose chain must be named: the chain the swap runs on comes from it. */
export function parseSwapAsset(value: string, parameter: string): SwapAccount & { chainId: number } {
  const account = parseSwapAccount(value, parameter)
  if (account.chainId === undefined) throw new HttpError(400, invalidParameterMessage(parameter))
  return { ...account, chainId: account.chainId }
}
