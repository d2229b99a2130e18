import { isHex } from 'viem'
import { type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { DEFAULT_NAME_ZONE } from './nameConstants'

const ZONE = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/

/** The deployment's name settings, refused at start when they cannot work, naming what is wrong. */
export function namesSettings({
  zone = DEFAULT_NAME_ZONE,
  gatewayKey,
}: {
  zone?: string | undefined
  gatewayKey?: string | undefined
}): {
  zone: string
  gatewaySigner?: LocalAccount
} {
  const lowerZone = zone.toLowerCase()
  if (!ZONE.test(lowerZone))
    throw new Error(`The name zone must be a domain of two labels or more (e.g. portico.test), got "${zone}"`)
  if (gatewayKey === undefined) return { zone: lowerZone }
  const key = gatewayKey.trim()
  if (!isHex(key) || key.length !== 66)
    throw new Error('The name gateway key must be a secp256k1 private key: 0x and 64 hex characters')
  return { zone: lowerZone, gatewaySigner: privateKeyToAccount(key) }
}
