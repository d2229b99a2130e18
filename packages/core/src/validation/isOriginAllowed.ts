/** `scheme://host[:port]`, lower-cased and without a default port; undefined if not a real origin. */
function normalizeOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value.trim())
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/** A `*` that is not a whole host label or the whole port (`*example.com`): such an entry matches nothing. */
const PARTIAL_WILDCARD = /(?<![/.:])\*|\*(?![.:]|$)/

/**
 * One entry as a test. Each `*` stands for one host label or the port, never a `.`, `/` or `:`, so the
 * anchored pattern has one way to match: its cost is linear in the origin's length (no backtracking).
 */
function compileEntry(entry: string): (origin: string) => boolean {
  const pattern = entry.trim().replace(/\/+$/, '').toLowerCase()
  if (pattern === '*') return () => true
  if (!pattern.includes('*')) {
    const exact = normalizeOrigin(pattern)
    return (origin) => origin === exact
  }
  if (PARTIAL_WILDCARD.test(pattern)) return () => false
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  const wildcard = new RegExp(`^${escaped.replaceAll('*', '[^/:.]+')}$`)
  return (origin) => wildcard.test(origin)
}

/** Each list of entries (a project's config, the default list) is compiled once and kept while the list lives. */
const compiledLists = new WeakMap<readonly string[], ((origin: string) => boolean)[]>()

/**
 * SPEC §5, §6: the page origin must be in the project's allowed origins for email or social login.
 * Entries are exact origins (`https://app.example.com`), wildcards where `*` is one whole host label
 * (`https://*.example.com` matches `https://app.example.com`, not `https://a.b.example.com`) or the
 * port (`http://localhost:*`), or `*`; scheme and port must match.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin)
  if (normalized === undefined) return false
  let tests = compiledLists.get(allowedOrigins)
  if (!tests) {
    tests = allowedOrigins.map(compileEntry)
    compiledLists.set(allowedOrigins, tests)
  }
  return tests.some((matches) => matches(normalized))
}
