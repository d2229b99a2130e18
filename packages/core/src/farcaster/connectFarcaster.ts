import { farcasterFailure, farcasterWallet } from './farcasterWallet'

/**
 * SPEC §7 (connect farcaster): waits for the Farcaster app's answer to the last getFarcasterUri link,
 * verified by the cloud, then connects the AUTH connector on every namespace it serves with
 * `socialProvider: 'farcaster'` (SPEC §3). Rejects with 'Failed to connect to farcaster' and the reason.
 */
export async function connectFarcaster(client: object): Promise<void> {
  try {
    const wallet = await farcasterWallet(client)
    const user = await (await wallet.bridge()).connectFarcaster()
    await wallet.finishLogin(user, 'farcaster')
  } catch (error) {
    throw farcasterFailure(error)
  }
}
