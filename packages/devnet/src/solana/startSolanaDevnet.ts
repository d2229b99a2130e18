import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { DEVNET_HOST, DEVNET_MNEMONIC } from '../constants'
import {
  SOLANA_DERIVATION_PATH,
  SOLANA_DEVNET_CHAIN,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_NAME,
  SOLANA_DEVNET_RPC_PORT,
  SOLANA_DEVNET_TOKEN,
  SOLANA_FAUCET_ACCOUNT_INDEX,
  SOLANA_MINT_ACCOUNT_INDEX,
} from './constants'
import { deriveSolanaKeypair } from './deriveSolanaKeypair'
import { getSolanaDevnetAccounts } from './getSolanaDevnetAccounts'
import { SolanaLedger } from './SolanaLedger'
import { seedSolanaFixtures } from './seedSolanaFixtures'
import { startSolanaRpc } from './startSolanaRpc'

export type StartSolanaDevnetParameters = { port?: number; wsPort?: number; host?: string }

export type SolanaDevnetAccount = {
  address: string
  /** solana-keygen's format: the 64-byte secret key as numbers; `Keypair.fromSecretKey(Uint8Array.from(…))`. */
  secretKey: number[]
  derivationPath: string
  /** The account's associated DUSD token account. */
  tokenAccounts: { DUSD: string }
}

/** The Solana section of the devnet description. */
export type SolanaDevnetDescription = {
  name: string
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  chainId: typeof SOLANA_DEVNET_CHAIN
  genesisHash: string
  rpcUrl: string
  wsUrl: string
  accounts: SolanaDevnetAccount[]
  tokens: { DUSD: { mint: string; name: string; symbol: string; decimals: number } }
}

export type SolanaDevnet = SolanaDevnetDescription & { ledger: SolanaLedger; stop: () => Promise<void> }

/** The local Solana chain: LiteSVM with the funded accounts and DUSD, served over JSON-RPC. */
export async function startSolanaDevnet({
  port = SOLANA_DEVNET_RPC_PORT,
  wsPort,
  host = DEVNET_HOST,
}: StartSolanaDevnetParameters = {}): Promise<SolanaDevnet> {
  const keypairs = getSolanaDevnetAccounts()
  const mint = deriveSolanaKeypair(DEVNET_MNEMONIC, SOLANA_MINT_ACCOUNT_INDEX)
  const faucet = deriveSolanaKeypair(DEVNET_MNEMONIC, SOLANA_FAUCET_ACCOUNT_INDEX)
  const ledger = new SolanaLedger(faucet)
  seedSolanaFixtures(ledger, { accounts: keypairs, mint, faucet })
  const server = await startSolanaRpc({ ledger, host, port, ...(wsPort === undefined ? {} : { wsPort }) })
  return {
    name: SOLANA_DEVNET_NAME,
    chainId: SOLANA_DEVNET_CHAIN,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    rpcUrl: server.rpcUrl,
    wsUrl: server.wsUrl,
    accounts: keypairs.map((keypair, index) => ({
      address: keypair.publicKey.toBase58(),
      secretKey: Array.from(keypair.secretKey),
      derivationPath: SOLANA_DERIVATION_PATH(index),
      tokenAccounts: { DUSD: getAssociatedTokenAddressSync(mint.publicKey, keypair.publicKey).toBase58() },
    })),
    tokens: {
      DUSD: {
        mint: mint.publicKey.toBase58(),
        name: SOLANA_DEVNET_TOKEN.name,
        symbol: SOLANA_DEVNET_TOKEN.symbol,
        decimals: SOLANA_DEVNET_TOKEN.decimals,
      },
    },
    ledger,
    stop: server.stop,
  }
}
