import type { SolanaDevnetDescription } from '@portico/devnet'
import { Keypair } from '@solana/web3.js'
import { createKeypairWallet } from './createKeypairWallet'
import { localNetwork, registerWallets, setUpAdapter } from './setUpAdapter'

/** A funded devnet account's keypair; each test file takes its own indexes so tests never share a payer. */
export function devnetKeypair(devnet: SolanaDevnetDescription, index: number): Keypair {
  const account = devnet.accounts[index]
  if (!account) throw new Error(`the Solana devnet has no account ${index}`)
  return Keypair.fromSecretKey(Uint8Array.from(account.secretKey))
}

/** An adapter on the devnet with a wallet over a funded account, connected. */
export async function connectDevnetWallet(
  devnet: SolanaDevnetDescription,
  index: number,
  walletOptions: Partial<Parameters<typeof createKeypairWallet>[0]> = {},
) {
  const keypair = devnetKeypair(devnet, index)
  const wallet = createKeypairWallet({ keypair, rpcUrl: devnet.rpcUrl, ...walletOptions })
  registerWallets(wallet.wallet)
  const network = localNetwork(devnet.rpcUrl)
  const setup = await setUpAdapter({}, [network])
  const connectorId = wallet.wallet.name
  await setup.adapter.connect({ connectorId, caipNetwork: network })
  return { ...setup, wallet, keypair, connectorId, address: keypair.publicKey.toBase58() }
}
