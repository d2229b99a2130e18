import { type Address, getAddress } from 'viem'
import type { DeployerClient } from '../createDeployerClient'
import { mined } from '../devnetClient'
import { readArtifact } from '../readArtifact'

/** Deploys the devnet's Farcaster IdRegistry (fid ↔ custody address), empty. */
export async function deployIdRegistry(client: DeployerClient): Promise<Address> {
  const { abi, bytecode } = readArtifact('DevnetIdRegistry')
  const receipt = await mined(
    client,
    await client.deployContract({ abi, bytecode }),
    'deploying the IdRegistry',
  )
  if (!receipt.contractAddress) throw new Error('Deploying the IdRegistry produced no contract')
  return getAddress(receipt.contractAddress)
}
