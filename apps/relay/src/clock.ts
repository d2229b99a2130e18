/** Where the relay reads the time, so tests can move ttl forward without waiting. */
export type Clock = { now(): number }

export const systemClock: Clock = { now: () => Date.now() }
