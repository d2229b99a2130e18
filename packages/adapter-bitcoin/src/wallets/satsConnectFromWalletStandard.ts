import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { SatsConnectProvider } from '../discovery'
import { networkNameOfChain } from '../networks'
import type { WalletAddress } from '../purpose'
import { addressTypeOf } from './addressTypeOf'
import type {
  BitcoinConnectFeature,
  BitcoinSignMessageFeature,
  BitcoinSignTransactionFeature,
} from './bitcoinStandardFeatures'
import { type SatsConnectMethods, satsConnectRequest } from './satsConnectRequest'

export const BITCOIN_CONNECT = 'bitcoin:connect'
const PURPOSES = ['payment', 'ordinals'] as const

type Features = Partial<
  BitcoinConnectFeature &
    BitcoinSignMessageFeature &
    BitcoinSignTransactionFeature &
    StandardDisconnectFeature &
    StandardEventsFeature
>

/** A Wallet Standard wallet this adapter can use: it has `bitcoin:connect`. */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return BITCOIN_CONNECT in wallet.features
}

/**
 * SPEC §3's purposes of a Wallet Standard wallet's accounts, which carry none of their own: a taproot
 * address holds ordinals and the others pay; when the scripts do not tell them apart, the order the
 * standard promises (one account per purpose asked for, in that order) does.
 */
function withPurposes(accounts: readonly WalletAccount[]): WalletAddress[] {
  const byScript = accounts.map((account) =>
    addressTypeOf(account.address) === 'p2tr' ? 'ordinals' : 'payment',
  )
  const distinct = new Set(byScript).size === byScript.length
  return accounts.map((account, index) => {
    const addressType = addressTypeOf(account.address)
    return {
      address: account.address,
      publicKey: hex.encode(Uint8Array.from(account.publicKey)),
      purpose: distinct ? byScript[index] : (PURPOSES[index] ?? byScript[index]),
      ...(addressType ? { addressType } : {}),
    }
  })
}

/** The network the accounts are on, as sats-connect names it (their first chain the adapter knows). */
function networkOf(accounts: readonly WalletAccount[]) {
  const name = accounts
    .flatMap((account) => account.chains)
    .map(networkNameOfChain)
    .find(Boolean)
  return { bitcoin: { name } }
}

/**
 * Speaks sats-connect's methods over a Wallet Standard Bitcoin wallet's features, so the adapter calls it
 * as it calls every other: `bitcoin:connect` for payment and ordinals, `wallet.accounts` for a silent
 * reconnect, `bitcoin:signMessage` (the signature's bytes given back base64), `bitcoin:signTransaction` of
 * the PSBT's bytes, `standard:events` for account, network and disconnect events. The standard has no
 * transfer or broadcast, so those are refused as unsupported.
 */
export function satsConnectFromWalletStandard(wallet: Wallet): SatsConnectProvider {
  const features = wallet.features as Features
  const feature = <name extends keyof Features>(name: name): NonNullable<Features[name]> => {
    const found = features[name]
    if (!found) throw Object.assign(new Error(`${wallet.name} has no ${name}`), { code: -32601 })
    return found
  }
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((candidate) => candidate.address === address)
    if (!account) throw Object.assign(new Error(`${wallet.name} has not shared ${address}`), { code: -32602 })
    return account
  }
  // The network last seen, so standard:events' account changes tell a network move apart.
  let network: string | undefined
  const account = (accounts: readonly WalletAccount[]) => {
    const on = networkOf(accounts)
    network = on.bitcoin.name ?? network
    return { addresses: withPurposes(accounts), network: on }
  }

  const methods: SatsConnectMethods = {
    wallet_connect: async () =>
      account((await feature(BITCOIN_CONNECT).connect({ purposes: [...PURPOSES] })).accounts),
    wallet_getAccount: async () => account(wallet.accounts),
    wallet_getNetwork: async () => networkOf(wallet.accounts),
    wallet_disconnect: async () => features['standard:disconnect']?.disconnect(),
    signMessage: async ({ address, message }: { address: string; message: string }) => {
      const [output] = await feature('bitcoin:signMessage').signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new Error(`${wallet.name} gave no signature`)
      return { signature: base64.encode(output.signature), address }
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
      if (broadcast)
        throw Object.assign(new Error(`${wallet.name} signs PSBTs but does not broadcast them`), {
          code: -32601,
        })
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({
        account: accountOf(address),
        signingIndexes,
      }))
      const [first] = inputsToSign
      const chain = first?.account.chains.find((candidate) => networkNameOfChain(candidate))
      if (!chain) throw Object.assign(new Error('No input to sign on a Bitcoin chain'), { code: -32602 })
      const [output] = await feature('bitcoin:signTransaction').signTransaction({
        psbt: base64.decode(psbt),
        chain,
        inputsToSign,
      })
      if (!output) throw new Error(`${wallet.name} gave no signed PSBT`)
      return { psbt: base64.encode(output.signedPsbt) }
    },
  }

  return {
    request: satsConnectRequest(methods),
    addListener(event, listener) {
      const events = features['standard:events']
      if (!events) return undefined
      return events.on('change', ({ accounts }) => {
        if (!accounts) return
        if (accounts.length === 0) {
          if (event === 'disconnect') listener(undefined)
          return
        }
        const now = networkOf(accounts)
        if (event === 'networkChange' && now.bitcoin.name && now.bitcoin.name !== network) listener(now)
        if (event === 'accountChange') listener({ addresses: withPurposes(accounts) })
        if (event === 'networkChange') network = now.bitcoin.name ?? network
      })
    },
  }
}
