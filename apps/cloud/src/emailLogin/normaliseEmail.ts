import { isValidEmail } from '@portico/core'
import { HttpError } from '../errors'
import { INVALID_EMAIL_MESSAGE } from './emailLoginErrors'

/** One spelling per mailbox: surrounding spaces dropped, lower case (the cooldown must not be dodged by case). */
export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase()
  if (!isValidEmail(email)) throw new HttpError(400, INVALID_EMAIL_MESSAGE)
  return email
}
