/**
 * Whether the host runs a development build. Bundlers replace `process.env.NODE_ENV` at build time
 * (as React and wagmi rely on); a page with no bundler has no `process`, and counts as production.
 */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return false
  }
}
