import type { Project } from '../projects/project'
import type { RateLimitFamily } from '../rateLimit/rateLimitFamily'
import type { CloudServices } from '../services'

/**
 * Who may call a route. SPEC §7: every call carries projectId, st (sdk type) and sv (sdk version),
 * which each route's query schema requires.
 * - `sdk`: the caller's origin must be one the project allows.
 * - `sdkAnyOrigin`: any origin (the client reads this route to check its own origin).
 * - `projectIdInBody`: like `sdk`, but the project id may come in the JSON body instead (SPEC §7 price call).
 * - `open`: no project (health, metrics, the API reference).
 */
export type RouteAccess = 'sdk' | 'sdkAnyOrigin' | 'projectIdInBody' | 'open'

declare module 'fastify' {
  interface FastifyInstance {
    services: CloudServices
  }
  interface FastifyRequest {
    /** Set by the access hook on every route whose access is not `open`. */
    project: Project | undefined
  }
  interface FastifyContextConfig {
    access?: RouteAccess
    /** The named rate limit the route counts against; none for `open` routes. */
    rateLimitFamily?: RateLimitFamily
  }
}
