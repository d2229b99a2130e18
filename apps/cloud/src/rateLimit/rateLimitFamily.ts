/** The named limits: catalogue reads, the blockchain data API, analytics, and the (strict) auth routes. */
export type RateLimitFamily = 'catalogue' | 'dataApi' | 'analytics' | 'auth'

/** How many requests one project and client IP may make per window. */
export type RateLimitRule = { maxRequests: number; windowMs: number }
