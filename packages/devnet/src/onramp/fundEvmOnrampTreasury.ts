import { type Address, encodeFunctionData, parseEther, parseUnits } from 'viem'
import type { HDAccount } from 'viem/accounts'
import {
  DEVNET_ONRAMP_TREASURY_BALANCE_ETH,
  DEVNET_ONRAMP_TREASURY_TOKENS_EACH,
  DEVNET_TOKENS,
  type DevnetTokenSymbol,
} from '../constants'
import { devnetClient, mined } from '../devnetClient'
import { readArtifact } from '../readArtifact'

export type FundEvmOnrampTreasuryParameters = {
  rpcUrl: string
  chainId: number
  name: string
  treasury: HDAccount
  /** The fixture tokens by symbol (deployFixtures' answer). */
  tokens: Record<DevnetTokenSymbol, Address>
}

/** Gives the treasury ETH and mints it every fixture token (DevnetToken's faucet is open), so it can pay orders. */
export async function fundEvmOnrampTreasury({
  rpcUrl,
  chainId,
  name,
  treasury,
  tokens,
}: FundEvmOnrampTreasuryParameters): Promise<void> {
  const client = devnetClient({ rpcUrl, chainId, name, account: treasury })
  await client.setBalance({
    address: treasury.address,
    value: parseEther(String(DEVNET_ONRAMP_TREASURY_BALANCE_ETH)),
  })
  const { abi } = readArtifact('DevnetToken')
  // One after another: the treasury's nonces stay in order.
  for (const { symbol, decimals } of DEVNET_TOKENS) {
    const amount = parseUnits(String(DEVNET_ONRAMP_TREASURY_TOKENS_EACH), decimals)
    const hash = await client.sendTransaction({
      to: tokens[symbol],
      data: encodeFunctionData({ abi, functionName: 'mint', args: [treasury.address, amount] }),
    })
    await mined(client, hash, `minting ${symbol} for the on-ramp treasury`)
  }
}
