/** Where the wallet keeps its grants: what it needs of the page's localStorage. */
export type GrantStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * The page's localStorage, or none where reading it throws: about:blank, where Playwright's init scripts
 * also run, and sandboxed frames raise SecurityError. Without it the wallet works and forgets its grants.
 */
export function grantStorage(target: Window): GrantStorage | undefined {
  try {
    return target.localStorage ?? undefined
  } catch {
    return undefined
  }
}
