/** A CSP source as an allowed origin gives it: scheme, host (wildcards) and port only, so no header can be injected. */
const CSP_ORIGIN = /^https?:\/\/[a-z0-9*.[\]:-]+$/i

/** The project's allowed origins as `frame-ancestors` sources; none left gives `'none'`. */
export function frameAncestors(allowedOrigins: readonly string[]): string {
  const sources = allowedOrigins
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin === '*' || CSP_ORIGIN.test(origin))
  return sources.length === 0 ? "'none'" : [...new Set(sources)].join(' ')
}

/**
 * The frame's page headers: scripts only from the frame's own origin (no inline script, no
 * eval), embedding only by the project's allowed origins, no referrer sent anywhere. connect-src stays
 * open to http(s): the chains' RPC URLs are the host's choice; script-src is what keeps foreign code out.
 */
export function frameSecurityHeaders(ancestors: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self' http: https:",
      "base-uri 'none'",
      "form-action 'none'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
  }
}
