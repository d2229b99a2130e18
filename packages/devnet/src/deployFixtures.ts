import { type Address, type Hash, parseUnits } from 'viem'
import { getDevnetAccounts } from './accounts'
import {
  DEVNET_NFT_COLLECTION,
  DEVNET_TOKENS,
  type DevnetCollectionSymbol,
  type DevnetTokenSymbol,
} from './constants'
import { createDeployerClient } from './createDeployerClient'
import { mined } from './devnetClient'
import { readArtifact } from './readArtifact'

export type DeployFixturesParameters = {
  rpcUrl: string
  chainId: number
  name: string
  /** Where the fixture collection's token metadata is served (startNftMetadataServer's baseUri). */
  nftBaseUri: string
}

/** The fixture ERC-20s and the ERC-721 collection, each under its symbol. */
export type DevnetContracts = Record<DevnetTokenSymbol | DevnetCollectionSymbol, Address>

/** Deploys the fixture tokens and the collection, each granting its share to every funded account. */
export async function deployFixtures({
  rpcUrl,
  chainId,
  name,
  nftBaseUri,
}: DeployFixturesParameters): Promise<DevnetContracts> {
  const accounts = getDevnetAccounts()
  const client = createDeployerClient({ rpcUrl, chainId, name })
  const holders = accounts.map((account) => account.address)
  const deployed = async (symbol: string, hash: Hash): Promise<Address> => {
    const receipt = await mined(client, hash, `deploying ${symbol}`)
    if (!receipt.contractAddress) throw new Error(`Deploying ${symbol} on ${name} produced no contract`)
    return receipt.contractAddress
  }

  const token = readArtifact('DevnetToken')
  const contracts: Partial<DevnetContracts> = {}
  for (const fixture of DEVNET_TOKENS) {
    const hash = await client.deployContract({
      abi: token.abi,
      bytecode: token.bytecode,
      args: [
        fixture.name,
        fixture.symbol,
        fixture.decimals,
        holders,
        parseUnits(String(fixture.grantEach), fixture.decimals),
      ],
    })
    contracts[fixture.symbol] = await deployed(fixture.symbol, hash)
  }
  const collection = readArtifact('DevnetCollection')
  const { symbol, name: collectionName, perHolder } = DEVNET_NFT_COLLECTION
  const hash = await client.deployContract({
    abi: collection.abi,
    bytecode: collection.bytecode,
    args: [collectionName, symbol, nftBaseUri, holders, BigInt(perHolder)],
  })
  contracts[symbol] = await deployed(symbol, hash)
  return contracts as DevnetContracts
}
