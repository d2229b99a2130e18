import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import { RELYING_PARTY_NOT_SET_MESSAGE } from './passkeyErrors'

/** The WebAuthn relying party: the secure frame, whose origin is the only one the ceremonies run on. */
export type RelyingParty = { id: string; origin: string }

/** The RP ID is the frame origin's host name (W3C WebAuthn §5.1.3 "RP ID"); the frame is the expected origin. */
export function relyingParty(services: CloudServices): RelyingParty {
  const origin = services.frameOrigin
  // The routes answer only the frame origin, so this is a cloud started without one reaching a handler.
  if (!origin) throw new HttpError(503, RELYING_PARTY_NOT_SET_MESSAGE)
  return { id: new URL(origin).hostname, origin }
}
