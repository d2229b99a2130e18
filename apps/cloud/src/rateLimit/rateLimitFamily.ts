/** The named limits: catalogue reads, the blockchain data API, analytics, the (strict) auth routes, and sign-in sessions. */
export type RateLimitFamily = 'catalogue' | 'dataApi' | 'analytics' | 'auth' | 'sessions'

/** How many requests one project and client IP may make per window. */
export type RateLimitRule = { maxRequests: number; windowMs: number }
