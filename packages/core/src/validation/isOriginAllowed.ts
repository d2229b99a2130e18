/** `scheme://host[:port]`, lower-cased and without a default port; undefined if not a real origin. */
function normalizeOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value.trim())
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/** Each `*` stands for one run of host or port characters: never a `/` or `:`. */
function wildcardPattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replaceAll('*', '[^/:]+')}$`)
}

function matchesOrigin(origin: string, allowed: string): boolean {
  const pattern = allowed.trim().replace(/\/+$/, '').toLowerCase()
  if (pattern === '*') return true
  if (pattern.includes('*')) return wildcardPattern(pattern).test(origin)
  return normalizeOrigin(pattern) === origin
}

/**
 * SPEC §5, §6: the page origin must be in the project's allowed origins for email or social login.
 * Entries are exact origins (`https://app.example.com`), wildcards (`https://*.example.com`,
 * `http://localhost:*`) or `*`; scheme and port must match.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin)
  if (normalized === undefined) return false
  return allowedOrigins.some((allowed) => matchesOrigin(normalized, allowed))
}
