/** The sender of a deployment that names none: a domain no real mail server accepts mail from, on purpose. */
export const DEFAULT_MAIL_FROM = 'Portico <no-reply@portico.test>'

/** `someone@example.com`, or a display name before it in angle brackets: `Portico <no-reply@example.com>`. */
const MAILBOX = /^(?:[^<>@\r\n]+ )?<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/

/**
 * The From address the cloud's mail is sent under, checked before anything starts: a real SMTP server
 * refuses (or a receiver files as spam) mail from a domain it does not send for, and a line break would
 * let the setting write headers of its own.
 */
export function checkMailFrom(value: string, setting: string): string {
  const trimmed = value.trim()
  if (!MAILBOX.test(trimmed))
    throw new Error(
      `${setting} must be an address (no-reply@example.com) or a name and one (Portico <no-reply@example.com>), got "${value}"`,
    )
  return trimmed
}
