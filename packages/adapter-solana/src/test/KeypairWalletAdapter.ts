import { ed25519 } from '@noble/curves/ed25519.js'
import {
  BaseMessageSignerWalletAdapter,
  type TransactionOrVersionedTransaction,
  type WalletName,
  WalletReadyState,
} from '@solana/wallet-adapter-base'
import { type Keypair, type PublicKey, Transaction } from '@solana/web3.js'

/**
 * A @solana/wallet-adapter-base adapter over one real keypair, as a host would pass a wallet that
 * predates the Wallet Standard; `autoConnect` restores only what `connect` granted before.
 */
export class KeypairWalletAdapter extends BaseMessageSignerWalletAdapter {
  name = 'Legacy Adapter Wallet' as WalletName
  url = 'http://127.0.0.1/legacy-wallet'
  icon = 'data:image/svg+xml;base64,PHN2Zy8+'
  readyState = WalletReadyState.Installed
  connecting = false
  supportedTransactionVersions = new Set(['legacy', 0] as const)
  publicKey: PublicKey | null = null
  #granted = false

  constructor(readonly keypair: Keypair) {
    super()
  }

  override async autoConnect(): Promise<void> {
    if (this.#granted) await this.connect()
  }

  async connect(): Promise<void> {
    this.#granted = true
    this.publicKey = this.keypair.publicKey
    this.emit('connect', this.keypair.publicKey)
  }

  async disconnect(): Promise<void> {
    this.#granted = false
    this.publicKey = null
    this.emit('disconnect')
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    return ed25519.sign(message, this.keypair.secretKey.slice(0, 32))
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(
    transaction: T,
  ): Promise<T> {
    if (transaction instanceof Transaction) transaction.partialSign(this.keypair)
    else transaction.sign([this.keypair])
    return transaction
  }
}
