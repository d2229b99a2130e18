/** An email code lives 10 minutes, survives 4 wrong tries (the 5th burns it), and is used once. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000
export const EMAIL_CODE_MAX_ATTEMPTS = 5
/** SPEC §9: email login cooldown 30 s, enforced here so clearing the page's storage does not skip it. */
export const EMAIL_CODE_COOLDOWN_MS = 30_000
/** Past the cooldown, at most this many codes per address an hour: a mailbox cannot be flooded slowly. */
export const EMAIL_CODES_PER_HOUR = 10
export const EMAIL_CODE_DIGITS = 6
/** Wrong codes an email may take in a UTC day, over all its codes: past them it is locked until the day ends. */
export const EMAIL_CODE_FAILURES_PER_DAY = 20
