import { base64, hex } from '@scure/base'
import type { SatsConnectProvider } from '../discovery'
import type { WalletAddress } from '../purpose'
import { addressTypeOf } from './addressTypeOf'
import { type SatsConnectMethods, satsConnectRequest } from './satsConnectRequest'

/** The API UniSat injects as `window.unisat` and OKX as `window.okxwallet.bitcoin` (one account, no purposes). */
export type UnisatLikeProvider = {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey(): Promise<string>
  getNetwork?(): Promise<string>
  getChain?(): Promise<{ enum?: string }>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(psbtHex: string, options?: unknown): Promise<string>
  pushPsbt?(psbtHex: string): Promise<string>
  sendBitcoin(to: string, satoshis: number): Promise<string>
  disconnect?(): Promise<void>
  on?(event: string, listener: (payload: unknown) => void): void
  removeListener?(event: string, listener: (payload: unknown) => void): void
}

// UniSat's getChain enums and its older getNetwork names, as sats-connect names the networks.
const CHAIN_NAMES: Readonly<Record<string, string>> = {
  BITCOIN_MAINNET: 'Mainnet',
  BITCOIN_TESTNET: 'Testnet',
  BITCOIN_TESTNET4: 'Testnet4',
  BITCOIN_SIGNET: 'Signet',
  livenet: 'Mainnet',
  testnet: 'Testnet',
}

/**
 * Speaks sats-connect's JSON-RPC methods over a UniSat-style provider, so the adapter calls every Bitcoin
 * wallet one way. `accountEvent` is the wallet's name for an account change (UniSat `accountsChanged`,
 * OKX `accountChanged`).
 */
export function satsConnectFromUnisat(
  wallet: UnisatLikeProvider,
  { accountEvent }: { accountEvent: 'accountsChanged' | 'accountChanged' },
): SatsConnectProvider {
  const networkName = async () => {
    const chain = await wallet.getChain?.().catch(() => undefined)
    const name = chain?.enum ?? (await wallet.getNetwork?.())
    return name ? (CHAIN_NAMES[name] ?? name) : undefined
  }
  // One address only: toBitcoinAccounts makes it the payment account (SPEC §3).
  const addressesOf = async (accounts: string[]): Promise<WalletAddress[]> => {
    const [address] = accounts
    if (!address) return []
    const publicKey = await wallet.getPublicKey()
    const addressType = addressTypeOf(address)
    return [{ address, publicKey, purpose: 'payment', ...(addressType ? { addressType } : {}) }]
  }
  const account = async (accounts: string[]) => ({
    addresses: await addressesOf(accounts),
    network: { bitcoin: { name: await networkName() } },
  })

  const methods: SatsConnectMethods = {
    wallet_connect: async () => account(await wallet.requestAccounts()),
    wallet_getAccount: async () => account(await wallet.getAccounts()),
    wallet_getNetwork: async () => ({ bitcoin: { name: await networkName() } }),
    wallet_disconnect: async () => wallet.disconnect?.(),
    signMessage: async ({
      address,
      message,
      protocol,
    }: {
      address: string
      message: string
      protocol?: string
    }) => {
      const signature = await wallet.signMessage(message, protocol === 'BIP322' ? 'bip322-simple' : 'ecdsa')
      return { signature, address, protocol }
    },
    signPsbt: async ({
      psbt,
      signInputs,
      broadcast,
    }: {
      psbt: string
      signInputs: Record<string, number[]>
      broadcast?: boolean
    }) => {
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ index, address })),
      )
      const signedHex = await wallet.signPsbt(hex.encode(base64.decode(psbt)), {
        autoFinalized: broadcast === true,
        toSignInputs,
      })
      const txid = broadcast ? await wallet.pushPsbt?.(signedHex) : undefined
      return { psbt: base64.encode(hex.decode(signedHex)), ...(txid ? { txid } : {}) }
    },
    sendTransfer: async ({ recipients }: { recipients: { address: string; amount: number }[] }) => {
      // UniSat's sendBitcoin pays one address; several recipients would be several transactions.
      if (recipients.length !== 1) throw new Error('This wallet sends to one recipient at a time')
      const [{ address, amount }] = recipients as [{ address: string; amount: number }]
      return { txid: await wallet.sendBitcoin(address, amount) }
    },
  }

  return {
    request: satsConnectRequest(methods),
    addListener(event, listener) {
      if (event !== 'accountChange' || !wallet.on) return undefined
      const onChange = (payload: unknown) => {
        // UniSat gives the new address list; OKX the new account object.
        const address = Array.isArray(payload) ? payload[0] : (payload as { address?: string })?.address
        if (typeof address !== 'string') return
        void addressesOf([address]).then((addresses) => listener({ addresses }))
      }
      wallet.on(accountEvent, onChange)
      return () => wallet.removeListener?.(accountEvent, onChange)
    },
  }
}
