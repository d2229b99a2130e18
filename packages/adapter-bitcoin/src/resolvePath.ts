/** Resolves a dotted path (`XverseProviders.BitcoinProvider`) on a root object. */
export function resolvePath(root: unknown, path: string): unknown {
  let current: unknown = root
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}
