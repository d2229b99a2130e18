import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME } from '../evm/constants'
import { unauthorized } from '../evm/ProviderRpcError'
import { promptControls, promptUser } from '../evm/walletState'
import {
  DEVNET_SOLANA_RPC_URL,
  PORTICO_SOLANA_DEVNET_CHAIN,
  SOLANA_ACCOUNT_FEATURES,
  SOLANA_TEST_WALLET_CHAINS,
} from './constants'
import { sendToSolanaRpc } from './sendToSolanaRpc'
import { signWireTransaction } from './signWireTransaction'

export type CreateSolanaTestWalletParameters = {
  /** 32-byte ed25519 secrets, e.g. the devnet's accounts; the first is active. */
  secretKeys: readonly Uint8Array[]
  /** Where signAndSendTransaction sends, by chain; both local ids go to the devnet RPC on 8899 by default. */
  rpcUrls?: Partial<Record<string, string>>
  /** The site was trusted before (a reload): a silent connect returns the account with no prompt. */
  granted?: boolean
}

export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

export type SolanaTestWallet = ReturnType<typeof createSolanaTestWallet>

/**
 * A real Wallet Standard Solana wallet for tests and the demo: real ed25519 keys, a real RPC behind
 * signAndSendTransaction, and the user's prompts replaced by a control surface (rejectNext, delayNext,
 * disconnect, switchAccount). It shows the EVM wallet's name and icon, so both are one multi-chain wallet.
 */
export function createSolanaTestWallet({
  secretKeys,
  rpcUrls = {},
  granted = false,
}: CreateSolanaTestWalletParameters) {
  const keys = secretKeys.map((secretKey) => {
    const publicKey = ed25519.getPublicKey(secretKey)
    return { secretKey, publicKey, address: base58.encode(publicKey) }
  })
  if (keys.length === 0) throw new RangeError('The Solana wallet needs at least one key')
  const rpc: Partial<Record<string, string>> = {
    [PORTICO_SOLANA_DEVNET_CHAIN]: DEVNET_SOLANA_RPC_URL,
    'solana:localnet': DEVNET_SOLANA_RPC_URL,
    ...rpcUrls,
  }
  const state = {
    activeIndex: 0,
    granted,
    connected: false,
    rejectNextPrompt: false,
    nextPromptDelay: undefined as Promise<void> | undefined,
  }
  const listeners = new Set<StandardEventsListeners['change']>()
  const requests: { feature: string; input: unknown }[] = []

  const accountOf = (index: number): WalletAccount => {
    const key = keys[index]
    if (!key) throw new RangeError(`The wallet holds ${keys.length} accounts, not ${index + 1}`)
    return new ReadonlyWalletAccount({
      address: key.address,
      publicKey: key.publicKey,
      chains: SOLANA_TEST_WALLET_CHAINS,
      features: SOLANA_ACCOUNT_FEATURES,
    })
  }
  let exposed: readonly WalletAccount[] = []
  const setExposed = (accounts: readonly WalletAccount[]) => {
    exposed = accounts
    for (const listener of listeners) listener({ accounts })
  }
  const keyFor = (account: WalletAccount) => {
    const key = keys[state.activeIndex]
    if (!state.connected || !key || account.address !== key.address) throw unauthorized()
    return key
  }
  const record = (feature: string, input: unknown) => requests.push({ feature, input })

  const features: SolanaTestWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        record('standard:connect', input)
        if (!state.granted) {
          // A silent connect never prompts: an untrusted site gets no account.
          if (input?.silent) return { accounts: [] }
          await promptUser(state)
          state.granted = true
        }
        state.connected = true
        setExposed([accountOf(state.activeIndex)])
        return { accounts: exposed }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        record('standard:disconnect', undefined)
        state.connected = false
        state.granted = false
        setExposed([])
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => undefined
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs) {
        record('solana:signMessage', inputs)
        const signers = inputs.map((input) => keyFor(input.account))
        await promptUser(state)
        return inputs.map((input, index) => ({
          signedMessage: input.message,
          signature: ed25519.sign(input.message, signers[index]?.secretKey ?? new Uint8Array()),
          signatureType: 'ed25519' as const,
        }))
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        record('solana:signTransaction', inputs)
        const signers = inputs.map((input) => keyFor(input.account))
        await promptUser(state)
        return inputs.map((input, index) => ({
          signedTransaction: signWireTransaction(
            input.transaction,
            signers[index]?.secretKey ?? new Uint8Array(),
          ).signed,
        }))
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs) {
        record('solana:signAndSendTransaction', inputs)
        const signers = inputs.map((input) => keyFor(input.account))
        const urls = inputs.map((input) => {
          const url = rpc[input.chain]
          if (!url) throw new Error(`${DEVNET_WALLET_NAME} has no RPC for ${input.chain}`)
          return url
        })
        await promptUser(state)
        const outputs = []
        for (const [index, input] of inputs.entries()) {
          const { signed, signature } = signWireTransaction(
            input.transaction,
            signers[index]?.secretKey ?? new Uint8Array(),
          )
          await sendToSolanaRpc(urls[index] ?? '', signed, input.options)
          outputs.push({ signature })
        }
        return outputs
      },
    },
  }

  const wallet: Wallet & { readonly features: SolanaTestWalletFeatures } = {
    version: '1.0.0',
    name: DEVNET_WALLET_NAME,
    icon: DEVNET_WALLET_ICON,
    chains: SOLANA_TEST_WALLET_CHAINS,
    features,
    get accounts() {
      return exposed
    },
  }

  return {
    /** The Wallet Standard object to register with `registerWallet`. */
    wallet,
    /** Every feature call the wallet received, in order. */
    requests: requests as readonly { feature: string; input: unknown }[],
    get address() {
      return keys[state.activeIndex]?.address
    },
    get publicKey() {
      return keys[state.activeIndex]?.publicKey
    },
    /** Whether the wallet trusts the site (kept across reloads by installDevnetWallet). */
    get granted() {
      return state.granted
    },
    get connected() {
      return state.connected
    },
    ...promptControls(state),
    /** The user disconnects the site in the wallet: trust is revoked and `change` fires with no accounts. */
    disconnect() {
      state.connected = false
      state.granted = false
      setExposed([])
    },
    /** The user picks another account; a connected site hears `change`. */
    switchAccount(index: number) {
      const account = accountOf(index)
      state.activeIndex = index
      if (state.connected) setExposed([account])
    },
  }
}
