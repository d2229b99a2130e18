/** An origin split as the check compares it: the scheme, the host's labels and the port ('' for the default). */
type OriginParts = { scheme: string; host: string; labels: readonly string[]; port: string }

/** One allowed entry, compiled: `*` as a host label or as the port stands for exactly one label or any port. */
type OriginMatcher = (origin: OriginParts) => boolean

/** `scheme://host[:port]` of a real origin, lower-cased and without a default port; undefined otherwise. */
function originParts(value: string): OriginParts | undefined {
  try {
    const url = new URL(value.trim())
    if (url.origin === 'null') return undefined
    return { scheme: url.protocol, host: url.hostname, labels: url.hostname.split('.'), port: url.port }
  } catch {
    return undefined
  }
}

const WILDCARD_ENTRY = /^([a-z][a-z0-9+.-]*:)\/\/([^/:]+|\[[^\]]*\])(?::([0-9]+|\*))?$/

/**
 * Compiles one entry. An exact origin compares equal after normalising; a wildcard entry is split once
 * into labels, so matching walks the origin's labels once: linear in its length, no backtracking.
 * A `*` inside a label (`*example.com`) stands for nothing: the admin refuses such entries.
 */
function compileEntry(entry: string): OriginMatcher {
  const pattern = entry.trim().replace(/\/+$/, '').toLowerCase()
  if (pattern === '*') return () => true
  if (!pattern.includes('*')) {
    const exact = originParts(pattern)
    if (!exact) return () => false
    return (origin) =>
      origin.scheme === exact.scheme && origin.port === exact.port && origin.host === exact.host
  }
  const parts = WILDCARD_ENTRY.exec(pattern)
  if (!parts) return () => false
  const [, scheme = '', host = '', port] = parts
  const labels = host.split('.')
  if (labels.some((label) => label.includes('*') && label !== '*')) return () => false
  const defaultPort = scheme === 'https:' ? '443' : scheme === 'http:' ? '80' : undefined
  const fixedPort = port === undefined || port === defaultPort ? '' : port
  return (origin) => {
    if (origin.scheme !== scheme || origin.labels.length !== labels.length) return false
    if (port === '*' ? origin.port === '' : origin.port !== fixedPort) return false
    return labels.every((label, index) => label === '*' || label === origin.labels[index])
  }
}

/** Each list of entries (a project's config, the default list) is compiled once and kept while the list lives. */
const compiledLists = new WeakMap<readonly string[], readonly OriginMatcher[]>()

function compiledList(allowedOrigins: readonly string[]): readonly OriginMatcher[] {
  let matchers = compiledLists.get(allowedOrigins)
  if (!matchers) {
    matchers = allowedOrigins.map(compileEntry)
    compiledLists.set(allowedOrigins, matchers)
  }
  return matchers
}

/**
 * SPEC §5, §6: the page origin must be in the project's allowed origins for email or social login.
 * Entries are exact origins (`https://app.example.com`), wildcards where `*` is one whole host label
 * (`https://*.example.com` matches `https://app.example.com`, not `https://a.b.example.com`) or the
 * port (`http://localhost:*`), or `*`; scheme and port must match.
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const parts = originParts(origin)
  if (parts === undefined) return false
  return compiledList(allowedOrigins).some((matches) => matches(parts))
}
