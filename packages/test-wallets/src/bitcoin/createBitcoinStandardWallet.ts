import { base64, hex } from '@scure/base'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME } from '../evm/constants'
import { invalidParams, ProviderRpcError, userRejected } from '../evm/ProviderRpcError'
import {
  BITCOIN_TEST_WALLET_NETWORKS,
  type BitcoinTestWalletNetwork,
  SATS_CONNECT_ERROR_CODES,
} from './constants'
import type { BitcoinTestWallet } from './createBitcoinTestWallet'

/** The Wallet Standard's Bitcoin chain of a network (`bitcoin:regtest`, `bitcoin:testnet`, `bitcoin:mainnet`). */
export const bitcoinStandardChain = (network: BitcoinTestWalletNetwork) =>
  `bitcoin:${network.toLowerCase()}` as const

/** What each account can do, in the Wallet Standard's feature names. */
const ACCOUNT_FEATURES = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const

type BitcoinPurpose = 'payment' | 'ordinals'
type SignMessageInput = { account: WalletAccount; message: Uint8Array }
type SignTransactionInput = {
  psbt: Uint8Array
  chain: IdentifierString
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
}

type WalletAddress = { address: string; publicKey: string; purpose: string }
type JsonRpcAnswer = { result?: unknown; error?: { code: number; message: string } }

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The same Bitcoin test wallet seen through the Wallet Standard, as Phantom or MetaMask offer Bitcoin:
 * `bitcoin:connect` by purpose, `bitcoin:signMessage` (BIP-322 for taproot, ECDSA for segwit, the
 * signature's bytes), `bitcoin:signTransaction` of PSBT bytes, `standard:events` and `standard:disconnect`.
 * Keys, network, trust and prompts (rejectNext, delayNext) are the WBIP004 part's; a refusal is thrown
 * with EIP-1193's 4001, as Wallet Standard wallets do.
 */
export function createBitcoinStandardWallet(bitcoin: BitcoinTestWallet) {
  const call = async <result>(method: string, params?: unknown): Promise<result> => {
    const { result, error } = (await bitcoin.provider.request(method, params)) as JsonRpcAnswer
    if (!error) return result as result
    if (error.code === SATS_CONNECT_ERROR_CODES.userRejected) throw userRejected()
    throw new ProviderRpcError(error.code, error.message)
  }
  const accountOf = ({ address, publicKey }: WalletAddress): WalletAccount =>
    new ReadonlyWalletAccount({
      address,
      publicKey: hex.decode(publicKey),
      chains: [bitcoinStandardChain(bitcoin.network)],
      features: ACCOUNT_FEATURES,
    })
  // A site trusted before (a reload) sees its accounts at once, as `wallet.accounts` promises.
  const exposed = (): WalletAccount[] => (bitcoin.granted ? bitcoin.keys.map(accountOf) : [])
  // A trusted site's request is answered without a new connect, like wallet_getAccount's.
  const authorize = async (account: WalletAccount) => {
    if (!bitcoin.connected && bitcoin.granted) await call('wallet_getAccount')
    if (!bitcoin.keys.some((key) => key.address === account.address))
      throw invalidParams(`Unknown account ${account.address}`)
  }

  const listeners = new Set<StandardEventsListeners['change']>()
  const change = (accounts: readonly WalletAccount[]) => {
    for (const listener of listeners) listener({ accounts })
  }
  bitcoin.provider.addListener('accountChange', () => change(exposed()))
  bitcoin.provider.addListener('networkChange', () => change(exposed()))
  bitcoin.provider.addListener('disconnect', () => change([]))

  const features = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect({ purposes }: { purposes: BitcoinPurpose[] }) {
        const { addresses } = await call<{ addresses: WalletAddress[] }>('wallet_connect', {
          addresses: purposes,
        })
        // The standard's promise: one account per purpose asked for, in the order asked.
        const ordered = purposes.flatMap((purpose) => addresses.filter((entry) => entry.purpose === purpose))
        return { accounts: ordered.map(accountOf) }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: readonly SignMessageInput[]) {
        const outputs = []
        for (const { account, message } of inputs) {
          await authorize(account)
          const { signature } = await call<{ signature: string }>('signMessage', {
            address: account.address,
            message: utf8.decode(message),
          })
          outputs.push({ signedMessage: message, signature: base64.decode(signature) })
        }
        return outputs
      },
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      async signTransaction(...inputs: readonly SignTransactionInput[]) {
        const outputs = []
        for (const { psbt, chain, inputsToSign } of inputs) {
          if (chain !== bitcoinStandardChain(bitcoin.network))
            throw invalidParams(`The wallet is on ${bitcoin.network}, not ${chain}`)
          for (const { account } of inputsToSign) await authorize(account)
          const signInputs = Object.fromEntries(
            inputsToSign.map(({ account, signingIndexes }) => [account.address, signingIndexes]),
          )
          const signed = await call<{ psbt: string }>('signPsbt', { psbt: base64.encode(psbt), signInputs })
          outputs.push({ signedPsbt: base64.decode(signed.psbt) })
        }
        return outputs
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        await call('wallet_disconnect')
        change([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event: 'change', listener: StandardEventsListeners['change']) {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }

  const wallet = {
    version: '1.0.0' as const,
    name: DEVNET_WALLET_NAME,
    icon: DEVNET_WALLET_ICON,
    chains: (Object.keys(BITCOIN_TEST_WALLET_NETWORKS) as BitcoinTestWalletNetwork[]).map(
      bitcoinStandardChain,
    ),
    features,
    get accounts() {
      return exposed()
    },
  } satisfies Wallet
  return wallet
}

/** The Wallet Standard features the test wallet offers, in the shapes it takes and answers. */
export type BitcoinStandardTestWalletFeatures = ReturnType<typeof createBitcoinStandardWallet>['features']
