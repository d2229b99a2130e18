/** The dashboard's pages, beside the admin API (ADMIN_API_PREFIX) they call. */
export const DASHBOARD_PREFIX = '/admin/'

/**
 * The dashboard's CSP: its own scripts, styles and API and nothing else; no inline script or style
 * (its styles are files and constructed sheets), no framing, no form posted elsewhere.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const DASHBOARD_NOT_BUILT_MESSAGE =
  'the admin dashboard is not built: run `pnpm build` in apps/cloud (it writes dist/dashboard)'
