import type {
  MessageSignerWalletAdapter,
  SignerWalletAdapter,
  WalletAdapter,
} from '@solana/wallet-adapter-base'
import bs58 from 'bs58'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import { deserializeTransaction } from '../transactions/deserializeTransaction'
import { serializeTransaction } from '../transactions/serializeTransaction'
import type { SolanaWallet } from './SolanaWallet'

type AnyAdapter = WalletAdapter &
  Partial<Pick<MessageSignerWalletAdapter, 'signMessage'>> &
  Partial<Pick<SignerWalletAdapter, 'signTransaction'>>

/** A host's @solana/wallet-adapter-base adapter as the adapter's SolanaWallet (one account, its publicKey). */
export function fromWalletAdapter(adapter: AnyAdapter, id: string): SolanaWallet {
  const accounts = () => (adapter.connected && adapter.publicKey ? [adapter.publicKey.toBase58()] : [])
  const checkAccount = (address: string) => {
    if (!accounts().includes(address)) throw new ConnectorNotConnectedError(id, address)
  }
  const signMessage = adapter.signMessage?.bind(adapter)
  const signTransaction = adapter.signTransaction?.bind(adapter)

  return {
    id,
    name: adapter.name,
    icon: adapter.icon,
    kind: 'adapter',
    provider: adapter,
    accounts,
    async connect({ silent }) {
      if (!adapter.connected) await (silent ? adapter.autoConnect() : adapter.connect())
      return accounts()
    },
    disconnect: () => adapter.disconnect(),
    onAccountsChanged(listener) {
      const changed = () => listener(accounts())
      adapter.on('connect', changed)
      adapter.on('disconnect', changed)
      return () => {
        adapter.off('connect', changed)
        adapter.off('disconnect', changed)
      }
    },
    ...(signMessage
      ? {
          async signMessage(address: string, message: Uint8Array) {
            checkAccount(address)
            return signMessage(message)
          },
        }
      : {}),
    ...(signTransaction
      ? {
          async signTransaction(address: string, transaction: Uint8Array) {
            checkAccount(address)
            return serializeTransaction(await signTransaction(deserializeTransaction(transaction)))
          },
        }
      : {}),
    async signAndSendTransaction(address, transaction, _chain, options, connection) {
      checkAccount(address)
      const signature = await adapter.sendTransaction(deserializeTransaction(transaction), connection, {
        ...(options.commitment ? { preflightCommitment: options.commitment } : {}),
        ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
        ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
      })
      return bs58.decode(signature)
    },
    // An adapter sends through the RPC it is handed, so it serves whichever cluster that is.
    supportsChain: () => true,
  }
}
