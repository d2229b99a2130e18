import {
  type Account,
  type Chain,
  createWalletClient,
  defineChain,
  http,
  type PublicActions,
  publicActions,
  type Transport,
  type WalletClient,
} from 'viem'
import { getDevnetAccounts } from './accounts'

/** A wallet client with public actions: what deploys and waits for the receipt. */
export type DeployerClient = WalletClient<Transport, Chain, Account> &
  PublicActions<Transport, Chain, Account>

/** A wallet client of the devnet's deployer (account 0) on one chain, with public actions. */
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
  const chain = defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ account: deployer as Account, chain, transport: http(rpcUrl) }).extend(
    publicActions,
  )
}
