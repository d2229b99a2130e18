import { erc20Abi } from 'viem'

/** SPEC §9: USDT-style stablecoins declare `transfer` with no bool return; decoding one would fail. */
export const legacyStablecoinTransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** The transfer ABI a token needs: the legacy one for a configured stablecoin, ERC-20's otherwise. */
export function selectTransferAbi(tokenAddress: string, stablecoinsWithLegacyTransfer: ReadonlySet<string>) {
  return stablecoinsWithLegacyTransfer.has(tokenAddress.toLowerCase())
    ? legacyStablecoinTransferAbi
    : erc20Abi
}
