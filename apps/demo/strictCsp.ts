import type { Connect } from 'vite'

/**
 * What a serious site's security review allows: no inline script or style, no eval; the page's
 * own origin, images from data:/blob:, and the local stack's services (every port of 127.0.0.1).
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: http://127.0.0.1:*",
  "font-src 'self'",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "frame-src 'self' http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

/** `?csp=strict` on a page of the built demo serves it under STRICT_CSP, as a strict host would. */
export const strictCspOnRequest: Connect.NextHandleFunction = (request, response, next) => {
  const query = new URL(request.url ?? '/', 'http://demo').searchParams
  if (query.get('csp') === 'strict') response.setHeader('content-security-policy', STRICT_CSP)
  next()
}
