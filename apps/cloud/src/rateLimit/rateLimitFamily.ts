/**
 * The named limits: catalogue reads, the blockchain data API, analytics, the (strict) auth routes, a social
 * provider's returns to the cloud, sign-in sessions, and admin sign-in attempts (per address and username, and per address).
 */
export type RateLimitFamily =
  | 'catalogue'
  | 'dataApi'
  | 'analytics'
  | 'auth'
  | 'socialCallback'
  | 'sessions'
  | 'adminLogin'
  | 'adminLoginAddress'

/** How many requests one project and client IP may make per window. */
export type RateLimitRule = { maxRequests: number; windowMs: number }
