import { type Address, createWalletClient, defineChain, http, parseUnits, publicActions } from 'viem'
import { getDevnetAccounts } from './accounts'
import { DEVNET_TOKENS, type DevnetTokenSymbol } from './constants'
import { readArtifact } from './readArtifact'

export type DeployFixturesParameters = { rpcUrl: string; chainId: number; name: string }

export type DevnetContracts = Record<DevnetTokenSymbol, Address>

/** Deploys the fixture tokens, each granting its amount to every funded account. */
export async function deployFixtures({
  rpcUrl,
  chainId,
  name,
}: DeployFixturesParameters): Promise<DevnetContracts> {
  const accounts = getDevnetAccounts()
  const [deployer] = accounts
  if (!deployer) throw new Error('The devnet has no funded account to deploy from')
  const chain = defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) }).extend(
    publicActions,
  )
  const { abi, bytecode } = readArtifact('DevnetToken')
  const holders = accounts.map((account) => account.address)

  const contracts: Partial<DevnetContracts> = {}
  for (const token of DEVNET_TOKENS) {
    const hash = await client.deployContract({
      abi,
      bytecode,
      args: [
        token.name,
        token.symbol,
        token.decimals,
        holders,
        parseUnits(String(token.grantEach), token.decimals),
      ],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress) throw new Error(`Deploying ${token.symbol} on ${name} produced no contract`)
    contracts[token.symbol] = receipt.contractAddress
  }
  return contracts as DevnetContracts
}
