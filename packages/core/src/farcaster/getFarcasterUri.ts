import { contextOf } from '../client/clientContext'
import { farcasterFailure, farcasterWallet } from './farcasterWallet'

export type GetFarcasterUriReturnType = { uri: string; expiresAt: Date }

/**
 * SPEC §2 (ConnectingFarcaster), §7 (get farcaster uri): starts a Sign In With Farcaster in the secure
 * frame and puts its link on the EVM account's `farcasterUrl` (SPEC §3), for the QR or the deep link. A new
 * call replaces the previous sign-in (the view's retry).
 */
export async function getFarcasterUri(client: object): Promise<GetFarcasterUriReturnType> {
  try {
    const wallet = await farcasterWallet(client)
    const { uri, expiresAt } = await (await wallet.bridge()).getFarcasterUri()
    contextOf(client).stores.chains.getState().patchAccount('eip155', { farcasterUrl: uri })
    return { uri, expiresAt: new Date(expiresAt) }
  } catch (error) {
    throw farcasterFailure(error)
  }
}
