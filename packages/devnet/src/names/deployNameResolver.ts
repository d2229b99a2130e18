import { type Address, getAddress, type Hash, namehash } from 'viem'
import type { DeployerClient } from '../createDeployerClient'
import { receiptOf } from '../devnetClient'
import { readArtifact } from '../readArtifact'

export type NameResolverContracts = {
  /** ENSIP-10 resolver of the zone and of reverse names; answers through the gateway, checked against `signer`. */
  resolver: Address
  /** What viem's getEnsAddress and getEnsName call (`chain.contracts.ensUniversalResolver`). */
  universalResolver: Address
}

export type DeployNameResolverParameters = {
  /** The deployer's client on the chain (createDeployerClient). */
  client: DeployerClient
  /** The names' zone, e.g. `portico.test`. */
  zone: string
  /** The cloud's ERC-3668 gateway (POST), e.g. http://127.0.0.1:4000/v1/profile/gateway. */
  gatewayUrl: string
  /** The address of the key the gateway signs answers with. */
  signer: Address
}

/**
 * Deploys the offchain resolver (trusting `signer`) and a universal resolver that sends the zone and every
 * reverse name (`reverse`, ENSIP-19) to it.
 */
export async function deployNameResolver({
  client,
  zone,
  gatewayUrl,
  signer,
}: DeployNameResolverParameters): Promise<NameResolverContracts> {
  const deployed = async (what: string, hash: Hash): Promise<Address> => {
    const receipt = await receiptOf(client, hash, `Deploying the ${what}`)
    if (!receipt.contractAddress) throw new Error(`Deploying the ${what} produced no contract`)
    // Checksummed, as viem's chain `contracts` and core's devnet networks write it.
    return getAddress(receipt.contractAddress)
  }
  const offchain = readArtifact('PorticoOffchainResolver')
  const resolver = await deployed(
    'name resolver',
    await client.deployContract({
      abi: offchain.abi,
      bytecode: offchain.bytecode,
      args: [gatewayUrl, signer],
    }),
  )
  const universal = readArtifact('PorticoUniversalResolver')
  const universalResolver = await deployed(
    'universal resolver',
    await client.deployContract({
      abi: universal.abi,
      bytecode: universal.bytecode,
      args: [
        [namehash(zone), namehash('reverse')],
        [resolver, resolver],
      ],
    }),
  )
  return { resolver, universalResolver }
}
