import type { StorageLike } from './localSiwxStorage'
import { sessionMatches } from './sessionMatches'

/** A session token the cloud gave for one account; `revoking` when a sign-out has not reached it yet. */
export type CloudToken = { chainId: string; address: string; token: string; revoking?: true }

/** The page's session tokens of a cloudSiwxStorage, as JSON under one key. */
export function cloudTokens(target: () => StorageLike, key: string) {
  const read = (): CloudToken[] => {
    try {
      const parsed: unknown = JSON.parse(target().getItem(key) ?? '[]')
      return Array.isArray(parsed)
        ? parsed.filter(
            (entry): entry is CloudToken =>
              typeof entry?.chainId === 'string' &&
              typeof entry?.address === 'string' &&
              typeof entry?.token === 'string',
          )
        : []
    } catch {
      // Unreadable JSON is a storage someone else wrote over: treat it as empty.
      return []
    }
  }
  const write = (tokens: CloudToken[]) => {
    if (tokens.length === 0) target().removeItem(key)
    else target().setItem(key, JSON.stringify(tokens))
  }
  const matches = (entry: CloudToken, chainId: string, address: string) =>
    sessionMatches({ data: { chainId: entry.chainId, accountAddress: entry.address } }, chainId, address)
  return {
    /** The live token of an account, if the page holds one. */
    find: (chainId: string, address: string) =>
      read().find((entry) => !entry.revoking && matches(entry, chainId, address)),
    /** Tokens whose sign-out is still owed to the cloud. */
    revoking: () => read().filter((entry) => entry.revoking),
    all: () => read().filter((entry) => !entry.revoking),
    put: (entry: CloudToken) =>
      write([...read().filter((other) => !matches(other, entry.chainId, entry.address)), entry]),
    markRevoking: (chainId: string, address: string) =>
      write(
        read().map((entry) =>
          matches(entry, chainId, address) ? { ...entry, revoking: true as const } : entry,
        ),
      ),
    remove: (token: string) => write(read().filter((entry) => entry.token !== token)),
  }
}
