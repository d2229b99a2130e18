import { HttpError } from '../errors'
import { PASSKEY_CLIENT_DATA_MESSAGE } from './passkeyErrors'

/** The challenge a response's clientDataJSON signs for, read before verifying so it can be spent first. */
export function readClientChallenge(clientDataJSON: string): string {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown
    }
    if (typeof clientData.challenge === 'string' && clientData.challenge.length > 0)
      return clientData.challenge
  } catch {
    // Not JSON: refused below like JSON without a challenge.
  }
  throw new HttpError(400, PASSKEY_CLIENT_DATA_MESSAGE)
}
