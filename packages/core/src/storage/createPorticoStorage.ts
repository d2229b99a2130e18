import { type ChainNamespace, isChainNamespace } from '../namespaces'
import type { Connection, RecentWallet, StoredConnectionStatus } from '../types/connection'
import type { PreferredAccountType } from '../types/preferredAccountType'
import { parseStoredConnectionStatus } from './parseStoredConnectionStatus'
import { defaultStorage, type StorageLike } from './StorageLike'

/** Every key lives under one prefix, so Portico never collides with the host's own storage. */
export const STORAGE_PREFIX = '@portico/'

/** A namespace's stored connector and the status it was left in (SPEC §3 "connected connectors"). */
export type StoredConnector = { connectorId: string; status: StoredConnectionStatus }

export type CacheEntry<T> = { value: T; timestamp: number }

/** SPEC §3: what local storage holds, with the type each key's value must have. */
export type StoredValues = {
  lastEmailLoginTime: number
  email: string
  socialUsername: string
  activeNamespace: ChainNamespace
  smartAccountNetworks: string[]
  connectedConnectors: Partial<Record<ChainNamespace, StoredConnector>>
  connections: Partial<Record<ChainNamespace, Connection[]>>
  recentWallets: RecentWallet[]
  balanceCache: Record<string, CacheEntry<{ balance: string; symbol: string }>>
  nativeBalanceCache: Record<string, CacheEntry<string>>
  identityCache: Record<string, CacheEntry<{ name?: string; avatar?: string }>>
  ensCache: Record<string, CacheEntry<{ ens: string }>>
  preferredAccountTypes: Partial<Record<ChainNamespace, PreferredAccountType>>
  /** SPEC §4: the network of the last good sign-in, where a required sign-in's cancel returns. */
  lastAuthenticatedNetwork: string
}

export type StorageKey = keyof StoredValues

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isCacheMap = (value: unknown) =>
  isRecord(value) &&
  Object.values(value).every((entry) => isRecord(entry) && typeof entry.timestamp === 'number')
const hasNamespaceKeys = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && Object.keys(value).every(isChainNamespace)

/** A stored value that fails its check is dropped, never trusted (ISSUE: tolerate corrupted storage). */
const validators: { [K in StorageKey]: (value: unknown) => boolean } = {
  lastEmailLoginTime: (value) => typeof value === 'number' && Number.isFinite(value),
  email: isString,
  socialUsername: isString,
  activeNamespace: (value) => isString(value) && isChainNamespace(value),
  smartAccountNetworks: (value) => Array.isArray(value) && value.every(isString),
  connectedConnectors: (value) =>
    hasNamespaceKeys(value) &&
    Object.values(value).every((entry) => {
      if (!isRecord(entry) || !isString(entry.connectorId)) return false
      parseStoredConnectionStatus(entry.status)
      return true
    }),
  connections: (value) =>
    hasNamespaceKeys(value) &&
    Object.values(value).every(
      (list) =>
        Array.isArray(list) &&
        list.every(
          (entry) => isRecord(entry) && isString(entry.connectorId) && Array.isArray(entry.accounts),
        ),
    ),
  recentWallets: (value) =>
    Array.isArray(value) &&
    value.every((entry) => isRecord(entry) && isString(entry.id) && isString(entry.name)),
  balanceCache: isCacheMap,
  nativeBalanceCache: isCacheMap,
  identityCache: isCacheMap,
  ensCache: isCacheMap,
  preferredAccountTypes: (value) =>
    hasNamespaceKeys(value) &&
    Object.values(value).every((type) =>
      ['eoa', 'smartAccount', 'payment', 'ordinal'].includes(type as string),
    ),
  lastAuthenticatedNetwork: isString,
}

export type PorticoStorage = {
  get: <K extends StorageKey>(key: K) => StoredValues[K] | undefined
  set: <K extends StorageKey>(key: K, value: StoredValues[K]) => void
  remove: (key: StorageKey) => void
  /** A cache entry younger than `maxAgeMs`, else undefined (SPEC §9 lifetimes). */
  getCached: <K extends CacheKey>(
    cache: K,
    entryKey: string,
    maxAgeMs: number,
    nowMs: number,
  ) => CacheValue<K> | undefined
  setCached: <K extends CacheKey>(cache: K, entryKey: string, value: CacheValue<K>, nowMs: number) => void
}

type CacheKey = 'balanceCache' | 'nativeBalanceCache' | 'identityCache' | 'ensCache'
type CacheValue<K extends CacheKey> = StoredValues[K][string]['value']

/** Typed, prefixed, fault-tolerant access to local storage (SPEC §3's keys). */
export function createPorticoStorage(storage: StorageLike = defaultStorage()): PorticoStorage {
  const fullKey = (key: StorageKey) => `${STORAGE_PREFIX}${key}`

  const remove = (key: StorageKey) => {
    try {
      storage.removeItem(fullKey(key))
    } catch {
      // a storage that refuses writes loses nothing we rely on
    }
  }

  const get = <K extends StorageKey>(key: K): StoredValues[K] | undefined => {
    let raw: string | null
    try {
      raw = storage.getItem(fullKey(key))
    } catch {
      return undefined
    }
    if (raw === null) return undefined
    try {
      const value: unknown = JSON.parse(raw)
      if (validators[key](value)) return value as StoredValues[K]
    } catch {
      // corrupted JSON or an invalid stored status: dropped below
    }
    remove(key)
    return undefined
  }

  const set = <K extends StorageKey>(key: K, value: StoredValues[K]) => {
    try {
      storage.setItem(fullKey(key), JSON.stringify(value))
    } catch {
      // quota or privacy mode: the in-memory state still holds the value
    }
  }

  return {
    get,
    set,
    remove,
    getCached: (cache, entryKey, maxAgeMs, nowMs) => {
      const entry = get(cache)?.[entryKey]
      if (!entry || nowMs - entry.timestamp >= maxAgeMs) return undefined
      return entry.value as CacheValue<typeof cache>
    },
    setCached: (cache, entryKey, value, nowMs) => {
      const current = (get(cache) ?? {}) as Record<string, CacheEntry<unknown>>
      set(cache, { ...current, [entryKey]: { value, timestamp: nowMs } } as StoredValues[typeof cache])
    },
  }
}
