// The part of @polkadot/extension-inject's types this adapter uses, written out (but for @polkadot/api's
// transaction payload); wallets/InjectedPolkadot.test checks they match the real ones.
import type { Signer } from '@polkadot/api/types'

/** @polkadot/util-crypto's KeypairType: an account's key scheme ('ethereum' ones are not SS58 accounts). */
export type PolkadotKeypairType = 'ed25519' | 'sr25519' | 'ecdsa' | 'ethereum'

/** One account an extension shares with the site. */
export type InjectedPolkadotAccount = {
  address: string
  /** The chain the account is tied to, when the user tied it to one. */
  genesisHash?: string | null
  name?: string
  type?: PolkadotKeypairType
}

/** signRaw's request: `data` is hex; `type: 'bytes'` makes the extension sign `<Bytes>…</Bytes>`. */
export type PolkadotSignRawPayload = { address: string; data: `0x${string}`; type: 'bytes' | 'payload' }

/** signPayload's request: a transaction as @polkadot/api describes it to a signer (its SignerPayloadJSON). */
export type PolkadotSignerPayload = Parameters<NonNullable<Signer['signPayload']>>[0]

export type PolkadotSignerResult = { id: number; signature: `0x${string}` }

/** What `enable(appName)` gives once the user allowed the site. */
export type InjectedPolkadot = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedPolkadotAccount[]>
    subscribe(callback: (accounts: InjectedPolkadotAccount[]) => void | Promise<void>): () => void
  }
  signer: {
    signRaw?: (raw: PolkadotSignRawPayload) => Promise<PolkadotSignerResult>
    /** Signs a transaction (a typed MultiSignature); what @polkadot/api's signAndSend asks of a signer. */
    signPayload?: (payload: PolkadotSignerPayload) => Promise<PolkadotSignerResult>
  }
}

/** An entry of `window.injectedWeb3`: one extension, not yet enabled. */
export type InjectedWindowProvider = {
  enable?: (origin: string) => Promise<InjectedPolkadot>
  version?: string
}

export function isInjectedWindowProvider(value: unknown): value is InjectedWindowProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as InjectedWindowProvider).enable === 'function'
  )
}
