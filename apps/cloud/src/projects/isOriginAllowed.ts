/**
 * SPEC §5: origin checks support wildcards. `*` alone allows every origin; `*` inside a pattern
 * stands for one or more host labels (`https://*.example.com` allows `https://app.example.com`).
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const normalised = origin.toLowerCase().replace(/\/$/, '')
  return allowedOrigins.some((pattern) =>
    matchesPattern(normalised, pattern.toLowerCase().replace(/\/$/, '')),
  )
}

function matchesPattern(origin: string, pattern: string): boolean {
  if (pattern === '*') return true
  if (!pattern.includes('*')) return origin === pattern
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*')
  return new RegExp(`^${source}$`).test(origin)
}
