/** The local stack's ports: SMTP for the cloud to send to, HTTP for people and tests to read. */
export const DEFAULT_SMTP_PORT = 2525
export const DEFAULT_HTTP_PORT = 4200
export const DEFAULT_HOST = '127.0.0.1'
/** The sink forgets the oldest mail beyond this many, so a long demo session cannot grow without end. */
export const MAX_KEPT_MAILS = 1000
/** A mail larger than this is refused at SMTP (a code mail is a few kilobytes). */
export const MAX_MAIL_BYTES = 1_000_000
