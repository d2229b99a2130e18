import type { Pairing } from '../store/createConnectionStore'
import { isPairingExpired } from './isPairingExpired'

export type PairingEnvironment = {
  userAgent: string
  /** A Telegram mini app (its WebApp object names a known platform). */
  isTelegram?: boolean
}

// iPhone, iPad and iPod browsers are WebKit; Chrome, Firefox, Edge and Opera there add their own token.
const IOS_DEVICE = /iPhone|iPad|iPod/
const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\//

/** Mobile Safari, told apart from the other iOS browsers that also say "Safari". */
export function isMobileSafari(userAgent: string): boolean {
  return IOS_DEVICE.test(userAgent) && /Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent)
}

/** SPEC §4: on mobile Safari or Telegram an expired pairing starts a new one. */
export function shouldRenewPairing(
  pairing: Pairing,
  nowMs: number,
  environment: PairingEnvironment,
): boolean {
  if (!isPairingExpired(pairing, nowMs)) return false
  return environment.isTelegram === true || isMobileSafari(environment.userAgent)
}
