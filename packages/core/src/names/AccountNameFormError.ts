import { ACCOUNT_NAME_MIN_LENGTH } from '../constants'
import { PorticoError } from '../errors/PorticoError'
import { isValidAccountName } from '../validation/isValidAccountName'

/** Why a typed name cannot be asked for (SPEC §5, §9); the modal shows its own words for each. */
export type AccountNameIssue = 'tooShort' | 'invalidCharacters'

/** SPEC §5: the label is at least 4 characters of letters, digits and hyphens; checked before any request. */
export function checkAccountName(label: string): AccountNameIssue | undefined {
  if (isValidAccountName(label)) return undefined
  return /^[a-zA-Z0-9-]*$/.test(label) && label.length < ACCOUNT_NAME_MIN_LENGTH
    ? 'tooShort'
    : 'invalidCharacters'
}

const ISSUE_MESSAGES: Record<AccountNameIssue, string> = {
  tooShort: `A name has at least ${ACCOUNT_NAME_MIN_LENGTH} characters`,
  invalidCharacters: 'A name has only letters, digits and hyphens',
}

/** A name refused by SPEC §5's rule before anything was asked of the cloud or the wallet. */
export class AccountNameFormError extends PorticoError {
  override name = 'AccountNameFormError'
  readonly code = 'INVALID_ACCOUNT_NAME'
  readonly issue: AccountNameIssue

  constructor(issue: AccountNameIssue) {
    super(ISSUE_MESSAGES[issue])
    this.issue = issue
  }
}
