import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser'
import { FrameError, PASSKEY_NOT_USED_MESSAGE, PASSKEY_UNSUPPORTED_MESSAGE } from '../frameErrors'

/** The browser's passkey prompt, in words a person can act on when it ends without a passkey. */
async function withPersonWords<T>(ceremony: () => Promise<T>): Promise<T> {
  if (!browserSupportsWebAuthn()) throw new FrameError(PASSKEY_UNSUPPORTED_MESSAGE)
  try {
    return await ceremony()
  } catch {
    // Cancelled, timed out, or no passkey of this wallet on the device: the browser tells these apart only vaguely.
    throw new FrameError(PASSKEY_NOT_USED_MESSAGE)
  }
}

/** A new passkey for the options the cloud made (its challenge, this frame's site as the relying party). */
export const createPasskey = (
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> => withPersonWords(() => startRegistration({ optionsJSON }))

/** A signature of the cloud's challenge by one of the user's passkeys. */
export const usePasskey = (
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> => withPersonWords(() => startAuthentication({ optionsJSON }))
