import type { WalletAddress } from './purpose'

/** What `wallet_connect` and `wallet_getAccount` answer: the addresses and the network the wallet is on. */
export type WalletAccount = { addresses: WalletAddress[]; network?: { bitcoin?: { name?: string } } }

/** SPEC §3: connect asks for both purposes; the wallet's own purposes map them (never their position). */
export const CONNECT_PURPOSES = ['payment', 'ordinals']
