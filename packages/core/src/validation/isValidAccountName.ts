import { ACCOUNT_NAME_MIN_LENGTH } from '../constants'

const NAME_CHARACTERS = /^[a-zA-Z0-9-]+$/

/** SPEC §5: at least 4 characters; letters, digits and hyphens only (the label, without suffix). */
export function isValidAccountName(name: string): boolean {
  return name.length >= ACCOUNT_NAME_MIN_LENGTH && NAME_CHARACTERS.test(name)
}
