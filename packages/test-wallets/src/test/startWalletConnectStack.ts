import './walletConnectEnv'
import { ed25519 } from '@noble/curves/ed25519.js'
import { defineNetwork, type Network } from '@portico/core'
import { type Devnet, freeDevnetPorts, freePort, getDevnetAccounts, startDevnet } from '@portico/devnet'
import { type Relay, startRelay } from '@portico/relay'
import { base58 } from '@scure/base'
import { toHex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '../walletconnect/createWalletConnectTestWallet'

export const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const SOLANA_DEVNET = `solana:${SOLANA_DEVNET_REFERENCE}`

export type WalletConnectStack = {
  relay: Relay
  devnet: Devnet
  /** The dapp's networks: both devnet chains and a Solana network whose local RPC nobody calls (signing needs none). */
  networks: [Network, ...Network[]]
  wallet: WalletConnectTestWallet
  walletAccount: HDAccount
  solanaAddress: string
  stop(): Promise<void>
}

function devnetNetwork(chain: Devnet['chains'][number]): Network {
  return defineNetwork({
    id: chain.chainId,
    name: chain.name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })
}

/**
 * The local stack a WalletConnect test needs, all on free 127.0.0.1 ports: the relay, both devnet
 * chains, and a test wallet holding devnet account `accountIndex` plus a fixed Solana key.
 */
export async function startWalletConnectStack({
  accountIndex,
  solanaSecretKey,
}: {
  accountIndex: number
  solanaSecretKey: Uint8Array
}): Promise<WalletConnectStack> {
  const walletAccount = getDevnetAccounts()[accountIndex]
  if (!walletAccount) throw new Error(`devnet account ${accountIndex} missing`)
  const relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  const devnet = await startDevnet({ ports: await freeDevnetPorts() })
  const [l1] = devnet.chains
  if (!l1) throw new Error('devnet L1 missing')
  const l1Network = devnetNetwork(l1)
  const solanaNetwork = defineNetwork({
    id: SOLANA_DEVNET_REFERENCE,
    name: 'Solana Devnet (local)',
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${await freePort()}`] } },
    testnet: true,
  })
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [toHex(walletAccount.getHdKey().privateKey ?? new Uint8Array())],
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    solana: { secretKeys: [solanaSecretKey], chains: [SOLANA_DEVNET] },
  })
  return {
    relay,
    devnet,
    networks: [l1Network, ...devnet.chains.slice(1).map(devnetNetwork), solanaNetwork],
    wallet,
    walletAccount,
    solanaAddress: base58.encode(ed25519.getPublicKey(solanaSecretKey)),
    async stop() {
      await wallet.close()
      await relay.close()
      await devnet.stop()
    },
  }
}
