import { ed25519 } from '@noble/curves/ed25519.js'
import { Connection, type Keypair, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { deserializeTransaction } from '../transactions/deserializeTransaction'
import { serializeTransaction } from '../transactions/serializeTransaction'

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const
type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void

/**
 * A small Wallet Standard wallet over one real ed25519 keypair, for the adapter's own tests: it
 * grants the site on connect, remembers the grant for silent connects, signs for real and sends
 * to the RPC it is given. `rejectNext` makes its next request fail as a visitor's refusal.
 */
export function createKeypairWallet({
  keypair,
  name = 'Keypair Wallet',
  chains = ['solana:localnet'],
  rpcUrl,
  features = 'all',
}: {
  keypair: Keypair
  name?: string
  chains?: `solana:${string}`[]
  rpcUrl?: string
  features?: 'all' | 'connect-only'
}) {
  const listeners = new Set<Listener>()
  let granted = false
  let rejecting = false
  const account: WalletAccount = {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  }
  const emit = () => {
    for (const listener of listeners) listener({ accounts: wallet.accounts })
  }
  const guard = () => {
    if (!granted) throw new Error('The site is not connected')
    if (rejecting) {
      rejecting = false
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
  }
  const sign = (bytes: Uint8Array) => {
    const transaction = deserializeTransaction(bytes)
    if (transaction instanceof Transaction) transaction.partialSign(keypair)
    else if (transaction instanceof VersionedTransaction) transaction.sign([keypair])
    return serializeTransaction(transaction)
  }
  const solanaFeatures = {
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: async (...inputs: { message: Uint8Array }[]) =>
        inputs.map(({ message }) => {
          guard()
          return { signedMessage: message, signature: ed25519.sign(message, keypair.secretKey.slice(0, 32)) }
        }),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
        inputs.map(({ transaction }) => {
          guard()
          return { signedTransaction: sign(transaction) }
        }),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
        if (!rpcUrl) throw new Error('This wallet has no RPC')
        const connection = new Connection(rpcUrl, 'confirmed')
        const outputs = []
        for (const { transaction } of inputs) {
          guard()
          const signed = sign(transaction)
          await connection.sendRawTransaction(signed)
          outputs.push({ signature: VersionedTransaction.deserialize(signed).signatures[0] as Uint8Array })
        }
        return outputs
      },
    },
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    get accounts() {
      return granted ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async ({ silent = false }: { silent?: boolean } = {}) => {
          if (!silent) {
            if (rejecting) {
              rejecting = false
              throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
            }
            granted = true
            emit()
          }
          return { accounts: wallet.accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          granted = false
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: Listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      ...(features === 'all' ? solanaFeatures : {}),
    },
  }
  return {
    wallet,
    address: account.address,
    rejectNext: () => {
      rejecting = true
    },
    /** The wallet's side drops the site (as a user does in the extension). */
    revoke: () => {
      granted = false
      emit()
    },
    /** The wallet's side switches to another account of the user. */
    switchAccount(next: Keypair) {
      Object.assign(account, { address: next.publicKey.toBase58(), publicKey: next.publicKey.toBytes() })
      emit()
    },
  }
}
