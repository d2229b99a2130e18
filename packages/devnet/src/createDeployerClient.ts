import type { Account } from 'viem'
import { getDevnetAccounts } from './accounts'
import { type DevnetClient, devnetClient } from './devnetClient'

/** A wallet client with public actions: what deploys and waits for the receipt. */
export type DeployerClient = DevnetClient

/** The devnet client of the devnet's deployer (account 0) on one chain. */
export function createDeployerClient({
  rpcUrl,
  chainId,
  name,
}: {
  rpcUrl: string
  chainId: number
  name: string
}): DeployerClient {
  const [deployer] = getDevnetAccounts()
  if (!deployer) throw new Error('The devnet has no funded account to deploy from')
  return devnetClient({ rpcUrl, chainId, name, account: deployer as Account })
}
