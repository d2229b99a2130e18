import type { AdminSession } from '../admin/adminSessions'
import type { Project } from '../projects/project'
import type { AttemptLimiter } from '../rateLimit/attemptLimiter'
import type { RateLimitFamily } from '../rateLimit/rateLimitFamily'
import type { CloudServices } from '../services'

/**
 * Who may call a route. SPEC §7: every call carries projectId, st (sdk type) and sv (sdk version),
 * which each route's query schema requires.
 * - `sdk`: the caller's origin must be one the project allows.
 * - `sdkAnyOrigin`: any origin (the client reads this route to check its own origin).
 * - `frame`: the embedded wallet's routes: only the deployment's secure frame origin (services.frameOrigin),
 *   never the host page's and never a call without an Origin; the frame checks its page's origin itself.
 * - `projectIdInBody`: like `sdk`, but the project id may come in the JSON body instead (SPEC §7 price call).
 * - `open`: no project (health, metrics, the API reference).
 * - `admin`: the admin API: an admin session cookie, never a project id; a change also needs
 *   the session's CSRF token and no cross-site origin.
 * - `adminSignIn`: the admin API's sign-in and bootstrap: no session yet, still no cross-site origin.
 */
export type RouteAccess =
  | 'sdk'
  | 'sdkAnyOrigin'
  | 'frame'
  | 'projectIdInBody'
  | 'open'
  | 'admin'
  | 'adminSignIn'

/** Whether a route serves the SDK: it checks the project of SPEC §7's query. */
export function isSdkAccess(access: RouteAccess | undefined): boolean {
  return access === 'sdk' || access === 'sdkAnyOrigin' || access === 'frame' || access === 'projectIdInBody'
}

declare module 'fastify' {
  interface FastifyInstance {
    services: CloudServices
    /** Attempts a handler counts itself (admin passwords tried), shared by every instance. */
    attempts: AttemptLimiter
  }
  interface FastifyRequest {
    /** Set by the access hook on every route whose access is not `open`. */
    project: Project | undefined
    /** Set by the admin access hook on every `admin` route. */
    adminSession: AdminSession | undefined
  }
  interface FastifyContextConfig {
    access?: RouteAccess
    /** The named rate limit the route counts against; none for `open` routes. */
    rateLimitFamily?: RateLimitFamily
  }
}
