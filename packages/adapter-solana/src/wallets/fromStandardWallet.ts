import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import { toCurrentCommitment } from '../transactions/toCurrentCommitment'
import type { SolanaWallet } from './SolanaWallet'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

const isSolanaAccount = (account: WalletAccount) =>
  account.chains.some((chain) => chain.startsWith('solana:'))

/** A Wallet Standard wallet (standard:connect plus solana:* features) as the adapter's SolanaWallet. */
export function fromStandardWallet(wallet: Wallet, id: string): SolanaWallet {
  const features = wallet.features as Features
  const account = (address: string): WalletAccount => {
    const found = wallet.accounts.find((candidate) => candidate.address === address)
    if (!found) throw new ConnectorNotConnectedError(id, address)
    return found
  }
  const addresses = (accounts: readonly WalletAccount[]) =>
    accounts.filter(isSolanaAccount).map((entry) => entry.address)
  const signMessage = features[SolanaSignMessage]
  const signTransaction = features[SolanaSignTransaction]
  const signAndSend = features[SolanaSignAndSendTransaction]

  return {
    id,
    name: wallet.name,
    icon: wallet.icon,
    kind: 'standard',
    provider: wallet,
    accounts: () => addresses(wallet.accounts),
    async connect({ silent }) {
      const connect = features[StandardConnect]
      if (!connect) return []
      const { accounts } = await connect.connect({ silent })
      return addresses(accounts)
    },
    async disconnect() {
      await features[StandardDisconnect]?.disconnect()
    },
    onAccountsChanged(listener) {
      const events = features[StandardEvents]
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (accounts) listener(addresses(accounts))
      })
    },
    ...(signMessage
      ? {
          async signMessage(address: string, message: Uint8Array) {
            const [output] = await signMessage.signMessage({ account: account(address), message })
            if (!output) throw new Error(`${wallet.name} returned no signature`)
            return output.signature
          },
        }
      : {}),
    ...(signTransaction
      ? {
          async signTransaction(address: string, transaction: Uint8Array, chain: string) {
            const [output] = await signTransaction.signTransaction({
              account: account(address),
              transaction,
              chain: chain as `${string}:${string}`,
            })
            if (!output) throw new Error(`${wallet.name} returned no signed transaction`)
            return output.signedTransaction
          },
        }
      : {}),
    ...(signAndSend
      ? {
          async signAndSendTransaction(address, transaction, chain, { commitment, ...options }) {
            const [output] = await signAndSend.signAndSendTransaction({
              account: account(address),
              transaction,
              chain: chain as `${string}:${string}`,
              options: { ...options, ...(commitment ? { commitment: toCurrentCommitment(commitment) } : {}) },
            })
            if (!output) throw new Error(`${wallet.name} returned no transaction signature`)
            return output.signature
          },
        }
      : {}),
    supportsChain: (chain) => wallet.chains.includes(chain as `${string}:${string}`),
  }
}
