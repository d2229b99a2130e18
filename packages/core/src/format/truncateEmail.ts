const MAX_EMAIL_CHARS = 30

/** SPEC §5: email display is truncated with an ellipsis beyond 30 characters. */
export function truncateEmail(email: string): string {
  return email.length > MAX_EMAIL_CHARS ? `${email.slice(0, MAX_EMAIL_CHARS)}…` : email
}
