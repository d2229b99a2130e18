import { contextOf } from '../client/clientContext'
import type { EmbeddedWallet } from '../embeddedWallet/EmbeddedWallet'
import { FAILED_TO_CONNECT_TO_FARCASTER } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'

/**
 * The client's embedded wallet, when Farcaster login can run: the wallet is on and the project's socials
 * include farcaster (SPEC §5). Anything else is SPEC §8's 'Failed to connect to farcaster', with why.
 */
export async function farcasterWallet(client: object): Promise<EmbeddedWallet> {
  const context = contextOf(client)
  if (!context.embeddedWallet)
    throw new PorticoError(FAILED_TO_CONNECT_TO_FARCASTER, { details: 'the embedded wallet is off' })
  const { socials } = context.stores.features.getState().features
  if (socials === false || !socials.includes('farcaster'))
    throw new PorticoError(FAILED_TO_CONNECT_TO_FARCASTER, {
      details: "farcaster is not in the project's socials",
    })
  return context.embeddedWallet()
}

/** Any failure of the sign-in, as SPEC §8's message with the frame's or cloud's reason beside it. */
export function farcasterFailure(error: unknown): PorticoError {
  if (error instanceof PorticoError && error.shortMessage === FAILED_TO_CONNECT_TO_FARCASTER) return error
  const details = error instanceof Error ? error.message : String(error)
  return new PorticoError(FAILED_TO_CONNECT_TO_FARCASTER, { details, cause: error })
}
