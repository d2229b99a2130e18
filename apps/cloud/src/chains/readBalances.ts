import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, hexToBigInt } from 'viem'
import { callRpc } from './callRpc'
import type { CloudChain } from './cloudChain'

export type AssetBalance = {
  /** The token's contract (EVM) or mint (Solana); undefined for the chain's native currency. */
  token: { address: string } | undefined
  name: string
  symbol: string
  decimals: number
  amount: bigint
}

/** The native balance and every configured ERC-20 balance of `address`, read from the chain's node. */
export async function readBalances(chain: CloudChain, address: Address): Promise<AssetBalance[]> {
  const native = callRpc<`0x${string}`>(chain.rpcUrl, 'eth_getBalance', [address, 'latest'])
  const tokens = chain.tokens.map(async (token) => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const result = await callRpc<`0x${string}`>(chain.rpcUrl, 'eth_call', [
      { to: token.address, data },
      'latest',
    ])
    const amount = decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result })
    return { token, name: token.name, symbol: token.symbol, decimals: token.decimals, amount }
  })
  const { name, symbol, decimals } = chain.nativeCurrency
  return [
    { token: undefined, name, symbol, decimals, amount: hexToBigInt(await native) },
    ...(await Promise.all(tokens)),
  ]
}
