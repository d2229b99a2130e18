import { Keyring } from '@polkadot/keyring'
import { isHex, u8aEq, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { blake2AsU8a, decodeAddress } from '@polkadot/util-crypto'
import { promptControls, promptUser } from '../evm/walletState'
import {
  POLKADOT_AUTHORIZATION_REJECTED,
  POLKADOT_SIGNING_CANCELLED,
  POLKADOT_TEST_WALLET_DERIVATIONS,
  POLKADOT_TEST_WALLET_SS58_PREFIX,
} from './constants'
import { encodeSignerPayload, type PolkadotSignerPayload } from './encodeSignerPayload'

/** An account as extensions share it (@polkadot/extension-inject's InjectedAccount). */
export type PolkadotTestWalletAccount = {
  address: string
  name: string
  type: 'sr25519'
  genesisHash: null
}

export type PolkadotTestWalletSignRaw = { address: string; data: string; type?: 'bytes' | 'payload' }
export type PolkadotTestWalletSignerResult = { id: number; signature: `0x${string}` }

export type CreatePolkadotTestWalletParameters = {
  mnemonic: string
  /** Derivation paths of the sr25519 accounts from the mnemonic; `//0` and `//1` by default. */
  derivations?: readonly string[]
  /** The SS58 prefix addresses are shown in; generic Substrate (42) by default. */
  ss58Format?: number
  /** Whether the site was allowed on an earlier visit (a reload): enable answers with no prompt. */
  granted?: boolean
}

export type PolkadotTestWallet = ReturnType<typeof createPolkadotTestWallet>

/**
 * A browser extension as `window.injectedWeb3` holds it, for tests and the demo: real sr25519 keys from
 * a mnemonic (@polkadot/keyring), the user's prompts replaced by rejectNext / delayNext, and what the user
 * does in the extension (hiding an account from the site, removing the site) by `shareAccount` / `revoke`.
 * It answers as polkadot{.js} does: 'Rejected' to a refused authorisation, 'Cancelled' to a refused
 * signature, `<Bytes>…</Bytes>` around raw bytes it signs, typed signatures for transactions.
 */
export function createPolkadotTestWallet({
  mnemonic,
  derivations = POLKADOT_TEST_WALLET_DERIVATIONS,
  ss58Format = POLKADOT_TEST_WALLET_SS58_PREFIX,
  granted = false,
}: CreatePolkadotTestWalletParameters) {
  if (derivations.length === 0) throw new RangeError('The Polkadot wallet needs at least one account')
  const keyring = new Keyring({ type: 'sr25519', ss58Format })
  const pairs = derivations.map((derivation, index) =>
    keyring.addFromUri(`${mnemonic}${derivation}`, { name: `Portico Devnet ${index}` }),
  )
  const state = {
    granted,
    origin: undefined as string | undefined,
    hidden: new Set<number>(),
    nextId: 0,
    rejectNextPrompt: false,
    nextPromptDelay: undefined as Promise<void> | undefined,
  }
  const requests: { method: string; params: unknown[] }[] = []
  const subscribers = new Set<(accounts: PolkadotTestWalletAccount[]) => void | Promise<void>>()
  const record = (method: string, ...params: unknown[]) => requests.push({ method, params })
  const prompt = (refusal: string) => promptUser(state).catch(() => Promise.reject(new Error(refusal)))

  const shared = (): PolkadotTestWalletAccount[] =>
    state.granted
      ? pairs.flatMap((pair, index) =>
          state.hidden.has(index)
            ? []
            : [
                {
                  address: pair.address,
                  name: `Portico Devnet ${index}`,
                  type: 'sr25519',
                  genesisHash: null,
                },
              ],
        )
      : []
  const notify = () => {
    const accounts = shared()
    for (const callback of subscribers) void callback(accounts)
  }
  /** The key of an account the site may use, found by public key whatever SS58 prefix the site writes. */
  const pairFor = (address: string) => {
    if (!state.granted)
      throw new Error(`The source ${state.origin ?? 'site'} is not allowed to interact with this extension`)
    const publicKey = decodeAddress(address)
    const pair = pairs.find(
      (candidate, index) => !state.hidden.has(index) && u8aEq(candidate.publicKey, publicKey),
    )
    if (!pair) throw new Error('Unable to find pair')
    return pair
  }

  const signer = {
    /** Signs bytes (wrapped in `<Bytes>…</Bytes>` unless they already are) for `address`. */
    async signRaw(raw: PolkadotTestWalletSignRaw): Promise<PolkadotTestWalletSignerResult> {
      record('signRaw', raw)
      const pair = pairFor(raw.address)
      if (!isHex(raw.data)) throw new Error('Expected the data to sign as hex')
      await prompt(POLKADOT_SIGNING_CANCELLED)
      return { id: ++state.nextId, signature: u8aToHex(pair.sign(u8aWrapBytes(raw.data))) }
    },
    /** Signs a transaction payload: a typed signature (MultiSignature) over it, or over its hash past 256 bytes. */
    async signPayload(payload: PolkadotSignerPayload): Promise<PolkadotTestWalletSignerResult> {
      record('signPayload', payload)
      const pair = pairFor(payload.address)
      const bytes = encodeSignerPayload(payload)
      await prompt(POLKADOT_SIGNING_CANCELLED)
      const signed = pair.sign(bytes.length > 256 ? blake2AsU8a(bytes, 256) : bytes, { withType: true })
      return { id: ++state.nextId, signature: u8aToHex(signed) }
    },
  }

  const injected = {
    accounts: {
      async get(anyType?: boolean): Promise<PolkadotTestWalletAccount[]> {
        record('accounts.get', anyType)
        pairFor(pairs[0]?.address ?? '')
        return shared()
      },
      /** Calls back at once with the shared accounts, as extensions do, then on every change. */
      subscribe(callback: (accounts: PolkadotTestWalletAccount[]) => void | Promise<void>): () => void {
        record('accounts.subscribe')
        subscribers.add(callback)
        queueMicrotask(() => {
          if (subscribers.has(callback)) void callback(shared())
        })
        return () => void subscribers.delete(callback)
      },
    },
    signer,
  }

  /** The entry of `window.injectedWeb3`. */
  const provider = {
    version: '0.0.0-portico',
    /** Allows the site after the user's approval (no prompt once allowed) and gives it the extension. */
    async enable(origin: string) {
      record('enable', origin)
      if (typeof origin !== 'string' || origin === '') throw new Error('enable needs the name of the app')
      if (!state.granted) {
        await prompt(POLKADOT_AUTHORIZATION_REJECTED)
        state.granted = true
      }
      state.origin = origin
      return injected
    },
  }

  return {
    provider,
    /** Every call the site made, in order. */
    requests: requests as readonly { method: string; params: unknown[] }[],
    /** The addresses of the wallet's accounts, shared or not, in order. */
    addresses: pairs.map((pair) => pair.address),
    /** Whether the site is allowed (kept across reloads by installDevnetWallet). */
    get granted(): boolean {
      return state.granted
    },
    /** The app name the site gave enable(). */
    get origin(): string | undefined {
      return state.origin
    },
    ...promptControls(state),
    /** The user hides account `position` from the site, or shares it again; subscribers hear the new list. */
    shareAccount(position: number, isShared: boolean): void {
      if (position < 0 || position >= pairs.length)
        throw new RangeError(`The wallet holds ${pairs.length} accounts, not ${position + 1}`)
      if (isShared) state.hidden.delete(position)
      else state.hidden.add(position)
      notify()
    },
    /** The user removes the site from the extension: subscribers hear no accounts and calls are refused. */
    revoke(): void {
      state.granted = false
      notify()
    },
  }
}
