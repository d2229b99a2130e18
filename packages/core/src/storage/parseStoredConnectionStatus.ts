import { INVALID_CONNECTION_STATUS } from '../errors'
import type { StoredConnectionStatus } from '../types/connection'

const STORED_STATUSES: readonly string[] = [
  'active',
  'connected',
  'disconnected',
] satisfies StoredConnectionStatus[]

/** SPEC §4: a stored status is active, connected or disconnected; anything else is refused. */
export function parseStoredConnectionStatus(value: unknown): StoredConnectionStatus {
  if (typeof value === 'string' && STORED_STATUSES.includes(value)) return value as StoredConnectionStatus
  throw new Error(INVALID_CONNECTION_STATUS)
}
