import type { EmbeddedWalletConnector } from '@portico/core'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import type { SolanaWallet } from './SolanaWallet'

/**
 * The client's AUTH connector (the embedded wallet) as the adapter's SolanaWallet: core's Solana provider,
 * whose signing waits for the visitor's Approve (SPEC §6). It signs only; the adapter sends through its RPC.
 */
export function fromEmbeddedWallet({ id, solanaProvider }: EmbeddedWalletConnector): SolanaWallet {
  const accounts = () => (solanaProvider.publicKey ? [solanaProvider.publicKey] : [])
  const checkAccount = (address: string) => {
    if (!accounts().includes(address)) throw new ConnectorNotConnectedError(id, address)
  }
  return {
    id,
    name: 'Embedded Wallet',
    kind: 'adapter',
    provider: solanaProvider,
    accounts,
    // Logged in or not is the secure frame's to say: a silent connect asks it without a prompt of its own.
    async connect() {
      return [(await solanaProvider.connect()).publicKey]
    },
    async disconnect() {
      solanaProvider.disconnect()
    },
    // The frame's account changes only with a new login, which core connects itself.
    onAccountsChanged: () => () => undefined,
    async signMessage(address, message) {
      checkAccount(address)
      return (await solanaProvider.signMessage(message)).signature
    },
    async signTransaction(address, transaction) {
      checkAccount(address)
      return solanaProvider.signTransaction(transaction)
    },
    supportsChain: () => true,
  }
}
