/**
 * The cloud's words for each way a Farcaster sign-in fails; the frame shows SPEC §8's 'Failed to connect to
 * farcaster'.
 */
export const FARCASTER_NOT_CONFIGURED_MESSAGE = 'Farcaster login is not configured on this cloud'
export const FARCASTER_OFF_MESSAGE = "Farcaster login is off in this project's features"
export const FARCASTER_RELAY_UNREACHABLE_MESSAGE = 'The Farcaster relay did not answer'
export const FARCASTER_LOGIN_UNKNOWN_MESSAGE = 'This Farcaster sign-in is unknown, already used, or not yours'
export const FARCASTER_LOGIN_EXPIRED_MESSAGE = 'This Farcaster sign-in expired; start again'
export const FARCASTER_REGISTRY_UNREACHABLE_MESSAGE = 'The Farcaster ID registry did not answer'
export const FARCASTER_NOT_CUSTODY_MESSAGE =
  "The Farcaster sign-in was not signed by the fid's custody address"
export const FARCASTER_BAD_SIGNATURE_MESSAGE = 'The Farcaster sign-in signature does not verify'

/** A signed message that is not the one this sign-in asked for, naming what differs. */
export const farcasterMessageInvalidMessage = (reason: string) =>
  `The Farcaster sign-in message is not valid: ${reason}`
