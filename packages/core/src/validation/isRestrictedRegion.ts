import { RESTRICTED_TIME_ZONES } from '../constants'

const RESTRICTED = new Set<string>(RESTRICTED_TIME_ZONES.map((zone) => zone.toLowerCase()))

/** SPEC §6: some regions are restricted by time zone (compared case-insensitively). */
export function isRestrictedRegion(timeZone: string): boolean {
  return RESTRICTED.has(timeZone.trim().toLowerCase())
}
