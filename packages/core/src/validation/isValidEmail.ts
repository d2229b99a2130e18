// One @, no spaces, a dotted domain whose labels do not start or end with a hyphen.
const EMAIL = /^[^\s@]+@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}$/

/** SPEC §5: email fields, including a new email, must be valid email format. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value)
}
